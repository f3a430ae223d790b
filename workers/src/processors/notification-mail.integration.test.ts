import { createMailer, loadEnv, Notification, notify, User, UserSettings } from '@galaxia/core/server';
import { startSmtpCapture } from '@galaxia/testkit';
import { startedBeforeAll } from '@galaxia/testkit/before-all';
import { describe, expect, it } from 'vitest';
import { useScheduledJob } from '../test-support/running-workers.ts';
import { notificationMailProcessor } from './notification-mail.ts';

const PUBLIC_URL = 'https://galaxia.test';

/** The mail copy of notifications, over real SMTP, honouring the email-notifications switch. */
describe('notification mail (real SMTP server, PostgreSQL)', () => {
  const smtp = startedBeforeAll(() => startSmtpCapture(), 'The SMTP capture');
  const { services, pass } = useScheduledJob(({ orm, redis }) => {
    const env = loadEnv({
      ...process.env,
      NODE_ENV: 'test',
      SMTP_URL: smtp.url,
      SMTP_FROM: 'Galaxia <hi@galaxia.test>',
    });
    return notificationMailProcessor({ orm, mailer: createMailer(env, redis), publicUrl: PUBLIC_URL });
  });

  it('mails each new notification once to people who want email, and passes over the others', async () => {
    const em = services.orm.em.fork();
    const wants = em.create(User, { name: 'Asha Mail', email: 'asha@example.test' });
    const switchedOff = em.create(User, { name: 'Bilal Quiet', email: 'bilal@example.test' });
    em.create(UserSettings, { user: switchedOff, emailNotifications: false, preferredGames: [] });
    const noAddress = em.create(User, { name: 'Chen Discord', discordId: '990000000000123456' });
    await em.flush();
    notify(em, {
      userIds: [wants.id, switchedOff.id, noAddress.id],
      kind: 'result-to-confirm',
      title: 'Confirm the score: Final',
      body: 'Sea Wolves reported Night Owls 1–2 Sea Wolves. Confirm it or dispute it on the match page.',
      link: '/events/e1/matches/m1',
    });
    await em.flush();

    // The pass sweeps every notification in the database, other test files' too (some run alongside):
    // what it did for this test's three people is read from the mailbox and their rows, not its counts.
    await pass();
    const mail = await smtp.nextMailTo('asha@example.test');
    expect(mail).toMatchObject({ from: 'hi@galaxia.test', subject: 'Confirm the score: Final' });
    expect(mail.text.trim()).toBe(
      'Sea Wolves reported Night Owls 1–2 Sea Wolves. Confirm it or dispute it on the match page.\n\nhttps://galaxia.test/events/e1/matches/m1\n\nYou get these emails because email notifications are on in your Galaxia settings.',
    );
    expect(smtp.received.filter((received) => received.to.includes('bilal@example.test'))).toEqual([]);

    // Every copy is settled: a second pass sends nothing again.
    await pass();
    // (The one mail was taken above: none came after it.)
    expect(smtp.received.filter((received) => received.to.includes('asha@example.test'))).toEqual([]);
    const left = await services.orm.em.fork().count(Notification, {
      user: { $in: [wants.id, switchedOff.id, noAddress.id] },
      mailedAt: null,
    });
    expect(left).toBe(0);
  });
});
