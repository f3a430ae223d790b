import { type FakeGoogle, startFakeGoogle } from '@galaxia/testkit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, viewports } from '../support/browser.ts';
import { addressOf, type FreshApp, setServerNow, startFreshApp } from '../support/fresh-app.ts';
import { followMailLink } from '../support/outbox.ts';
import { shootBothWidths } from '../support/responsive-shots.ts';

const EMAIL = `casey.${Date.now()}@example.com`;
const FIRST_PASSWORD = 'first long passphrase';
const NEW_PASSWORD = 'second long passphrase';

/** Page transitions fade in: a screenshot waits until nothing is still animating. */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );

async function signIn(page: Page, password: string, remember: boolean) {
  const form = page.getByRole('form', { name: 'Sign in with email' });
  await form.getByLabel('Email', { exact: true }).fill(EMAIL);
  await form.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await form.getByLabel('Remember me').check();
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The login page, then everything an email account goes through, from an empty database. */
describe('email accounts through /login', () => {
  let app: FreshApp;
  let google: FakeGoogle;
  let browser: Browser;
  beforeAll(async () => {
    google = await startFakeGoogle({ clientId: 'galaxia-e2e', clientSecret: 'e2e-google-secret' });
    app = await startFreshApp({
      env: {
        GOOGLE_ISSUER_URL: google.issuer,
        GOOGLE_CLIENT_ID: 'galaxia-e2e',
        GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
      },
    });
    google.allowRedirectUri(`${app.baseUrl}/api/auth/google/callback`);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await google?.close();
  });

  it('shows the login page and the sign-up form at 1280 and 375 px', async () => {
    for (const viewport of Object.values(viewports)) {
      const page = await browser.newPage({ viewport });
      await page.goto(`${app.baseUrl}/login`);
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      for (const label of ['Email', 'Password', 'Remember me']) {
        expect(await page.getByLabel(label, { exact: true }).count()).toBe(1);
      }
      expect(await page.getByRole('button', { name: 'Show password' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Forgot password?' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Continue with Google' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Continue with Discord' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Sign up' }).count()).toBe(1);
      await settled(page);
      await screenshot(page, `accounts-login-${viewport.width}`);
      await page.getByRole('link', { name: 'Sign up' }).click();
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await settled(page);
      await screenshot(page, `accounts-sign-up-${viewport.width}`);
      await page.close();
    }
  });

  it('signs up, verifies from the outbox, signs in with remember me, signs out and resets the password', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    // Its own address: journeys running alongside spend 127.0.0.1's sign-in budget.
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': addressOf({ username: 'Casey Caster' }) });
    const page = await context.newPage();

    // Sign up: a short password is refused with its message, then a good one goes through.
    await page.goto(`${app.baseUrl}/sign-up`);
    await page.getByLabel('Name').fill('Casey Caster');
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Password must be at least 10 characters').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Check your email: we sent you a link to verify your address.').waitFor();

    // Signing in before verifying says so and signs nobody in.
    await page.goto(`${app.baseUrl}/login`);
    await signIn(page, FIRST_PASSWORD, false);
    await page.getByText('Verify your email before signing in. We sent you a new link.').waitFor();

    await followMailLink(page, app.baseUrl, EMAIL, 'Verify your email for Galaxia');
    await page.getByText('Your email is verified. You can sign in now.').waitFor();
    await page.getByRole('link', { name: 'Go to sign in' }).click();

    await signIn(page, FIRST_PASSWORD, true);
    await page.getByText('Signed in as Casey Caster').waitFor();
    const cookie = (await context.cookies()).find((c) => c.name === 'galaxia.sid');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);

    await page.goto(`${app.baseUrl}/settings`);
    await page.getByRole('heading', { name: 'Ways to sign in' }).waitFor();
    await page.getByText(EMAIL).waitFor();
    // The only way in cannot be removed.
    await page.getByRole('button', { name: 'Unlink password' }).click();
    await page.getByText('You cannot remove your only way to sign in. Add another one first.').waitFor();
    await page.getByRole('heading', { name: 'Where you are signed in' }).waitFor();
    await page.getByText('This device').waitFor();
    await page.getByRole('button', { name: 'Sign out everywhere else' }).waitFor();
    await settled(page);
    await shootBothWidths(page, 'accounts-settings');
    await page.goto(`${app.baseUrl}/galaxia`);
    await page.getByText('Organiser features need a linked Discord account.').waitFor();
    expect(await page.getByRole('button', { name: 'Link Discord' }).count()).toBe(1);
    await settled(page);
    await screenshot(page, 'accounts-organiser-needs-discord-1280');

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Signed out').waitFor();
    expect((await page.request.get(`${app.baseUrl}/api/me`)).status()).toBe(401);

    // Forgot password: a link used after its 30 minutes is refused, a fresh one works.
    await page.goto(`${app.baseUrl}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The page loads its own code: fill its field, not the sign-in form's still on screen.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    // The answer is awaited first, so a failure says whether the request or the page went wrong.
    const [asked] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/auth/forgot-password')),
      page.getByRole('button', { name: 'Send reset link' }).click(),
    ]);
    expect(asked.status()).toBe(202);
    await page
      .getByText(
        'If an account uses this email, we sent it a link to reset the password. The link works for 30 minutes.',
      )
      .waitFor()
      .catch(async (failure) => {
        await screenshot(page, 'accounts-forgot-password-failure');
        throw new Error(`${failure}\npage shows: ${await page.locator('main').innerText()}`);
      });
    await followMailLink(page, app.baseUrl, EMAIL, 'Reset your Galaxia password');
    await setServerNow(app.baseUrl, new Date(Date.now() + 31 * 60_000));
    try {
      await page.getByLabel('New password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Save new password' }).click();
      await page.getByText('This reset link has expired or was already used. Ask for a new one.').waitFor();
    } finally {
      await setServerNow(app.baseUrl, null);
    }
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account uses this email').waitFor();
    await followMailLink(page, app.baseUrl, EMAIL, 'Reset your Galaxia password');
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page
      .getByText('Your password is changed and every other session is signed out. Sign in with it now.')
      .waitFor();
    await page.getByRole('link', { name: 'Go to sign in' }).click();

    await signIn(page, FIRST_PASSWORD, false);
    await page.getByText('Incorrect email or password').waitFor();
    await signIn(page, NEW_PASSWORD, false);
    await page.getByText('Signed in as Casey Caster').waitFor();
    expect((await page.request.get(`${app.baseUrl}/api/me`)).status()).toBe(200);
    await context.close();
  });

  it('signs in with Google from /login, creating the account the first time', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    google.signInNext({
      sub: `e2e-${Date.now()}`,
      email: `gina.${Date.now()}@gmail.test`,
      name: 'Gina Google',
    });
    await page.goto(`${app.baseUrl}/login`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('dialog', { name: 'Gina Google' }).waitFor();
    await page.close();
  });

  it('signs in with Google from the header dialog, which offers every way, and comes back to the page', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    google.signInNext({
      sub: `e2e-header-${Date.now()}`,
      email: `hari.${Date.now()}@gmail.test`,
      name: 'Hari Header',
    });
    await page.goto(`${app.baseUrl}/events?games=bgmi`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Sign in' })
      .and(page.locator(':enabled'))
      .click();
    const dialog = page.getByRole('dialog', { name: 'Login with Discord' });
    // Google is offered once the dialog has asked the server which ways it has.
    await dialog.getByRole('button', { name: 'Continue with Google' }).waitFor();
    for (const way of ['Continue with Discord', 'Continue with Google']) {
      expect(await dialog.getByRole('button', { name: way }).count()).toBe(1);
    }
    expect(await dialog.getByRole('link', { name: 'Continue with email' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${app.baseUrl}/events?games=bgmi`);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('dialog', { name: 'Hari Header' }).waitFor();
    await page.close();
  });
});
