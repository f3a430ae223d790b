import { copyFileSync, mkdirSync } from 'node:fs';
import { DISCORD_PERMISSION as P } from '@galaxia/testkit';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, viewports } from '../support/browser.ts';
import { type FreshApp, signInFresh, startFreshApp } from '../support/fresh-app.ts';

const GUILD = '990000000000000077';
const ids = {
  category: '991000000000000001',
  announcements: '991000000000000002',
  matchThreads: '991000000000000003',
  modLog: '991000000000000004',
  botRole: '992000000000000001',
  players: '992000000000000002',
  captains: '992000000000000003',
};
const bits = (...values: bigint[]) => String(values.reduce((all, value) => all | value, 0n));
const SHOTS = '/work/shots/discord-guild';

/** An organiser sets up their server's channels and roles and sees what the bot still lacks. */
describe('Discord settings of a server', () => {
  let app: FreshApp;
  let browser: Browser;
  beforeAll(async () => {
    app = await startFreshApp({ env: { DISCORD_BOT_TOKEN: 'fresh-bot-token' } });
    browser = await launchBrowser();
    app.discord.guild.setGuild(GUILD, {
      channels: [
        { id: ids.category, name: 'Tournaments', type: 4, position: 0 },
        { id: ids.announcements, name: 'announcements', type: 0, position: 1, parent_id: ids.category },
        {
          id: ids.matchThreads,
          name: 'match-threads',
          type: 0,
          position: 2,
          parent_id: ids.category,
          permission_overwrites: [
            { id: ids.botRole, type: 0, allow: '0', deny: bits(P.createPrivateThreads) },
          ],
        },
        { id: ids.modLog, name: 'mod-log', type: 0, position: 3 },
      ],
      roles: [
        {
          id: GUILD,
          name: '@everyone',
          permissions: bits(P.viewChannel, P.sendMessages, P.embedLinks),
          position: 0,
          color: 0,
        },
        {
          id: ids.botRole,
          name: 'Galaxia',
          permissions: bits(P.manageRoles, P.manageThreads, P.createPrivateThreads, P.sendMessagesInThreads),
          position: 3,
          color: 0,
          managed: true,
        },
        { id: ids.players, name: 'Players', permissions: '0', position: 1, color: 0x22c55e },
        { id: ids.captains, name: 'Captains', permissions: '0', position: 2, color: 0xf59e0b },
      ],
      botRoles: [ids.botRole],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('picks the channels and roles from the server and shows the missing permissions', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await signInFresh(
      page,
      app,
      { username: 'Setup Owner', guilds: [{ id: GUILD, name: 'Setup Esports', owner: true }] },
      '/galaxia/discord',
    );
    await page.getByRole('heading', { name: 'Discord settings' }).waitFor();
    await page.getByText('The bot has every permission it needs here.').waitFor();
    await page.getByLabel('Announcement channel').selectOption({ label: '#announcements · Tournaments' });
    await page.getByLabel('Match-threads channel').selectOption({ label: '#match-threads · Tournaments' });
    await page.getByLabel('Log channel').selectOption({ label: '#mod-log' });
    await page.getByLabel('Participant role').selectOption({ label: '@Players' });
    await page.getByLabel('Captain role').selectOption({ label: '@Captains' });
    await page.getByRole('button', { name: 'Save Discord settings' }).click();
    await page.getByText('Discord settings saved').waitFor();
    await page.getByText('Permissions the bot is missing').waitFor();
    const missing = page.getByRole('listitem').filter({ hasText: '#match-threads' });
    expect(await missing.textContent()).toBe('Match-threads channel #match-threadsCreate Private Threads');

    // Coming back shows the stored choice.
    await page.reload();
    await page.getByRole('heading', { name: 'Discord settings' }).waitFor();
    await page.getByText('Permissions the bot is missing').waitFor();
    expect(await page.getByLabel('Log channel').locator('option:checked').textContent()).toBe('#mod-log');
    mkdirSync(SHOTS, { recursive: true });
    copyFileSync(await screenshot(page, 'discord-settings-1280'), `${SHOTS}/discord-settings-1280.png`);

    await page.setViewportSize(viewports.mobile);
    await page.getByRole('heading', { name: 'Discord settings' }).waitFor();
    copyFileSync(await screenshot(page, 'discord-settings-375'), `${SHOTS}/discord-settings-375.png`);
    await page.close();
  });
});
