import { CHECK_IN_MINUTES_BEFORE } from '@galaxia/core';
import { matchReminderJob, Notification, queuePorts } from '@galaxia/core/server';
import { describe, expect, it, vi } from 'vitest';
import { moveMatch, scheduledMatch } from '../test-support/competition-fixtures.ts';
import { useDiscordProcessor } from '../test-support/running-workers.ts';
import { matchReminderProcessor } from './match-reminder.ts';

const CHECK_IN_MS = CHECK_IN_MINUTES_BEFORE * 60_000;
const PUBLIC_URL = 'https://galaxia.test';

describe('match check-in reminders (delayed BullMQ jobs, fake Discord REST)', () => {
  const { services, discord, processor } = useDiscordProcessor(matchReminderProcessor, PUBLIC_URL);

  /** A match time whose check-in opens `ms` from now. */
  const checkInIn = (ms: number) => new Date(Date.now() + CHECK_IN_MS + ms);
  const unix = (date: Date) => Math.floor(date.getTime() / 1000);

  it('DMs both captains at check-in time, and only for the time the match was moved to', async () => {
    const first = checkInIn(60_000);
    const fixture = await scheduledMatch(services.orm, { scheduledTime: first });
    const ports = queuePorts(services.queues);
    const started = Date.now();
    await ports.schedule({
      tournamentId: fixture.tournamentId,
      matchId: fixture.matchId,
      scheduledTime: first,
    });

    const moved = checkInIn(1_500);
    await moveMatch(services.orm, fixture.matchId, moved);
    await ports.schedule({
      tournamentId: fixture.tournamentId,
      matchId: fixture.matchId,
      scheduledTime: moved,
    });
    // Both times wait in the queue: moving a match removes nothing from Redis, the first time's job is
    // dropped when it comes.
    const delayed = await services.queues.queue(matchReminderJob.queue).getDelayed();
    expect(
      delayed
        .filter((job) => job.data.matchId === fixture.matchId)
        .map((job) => job.data.scheduledTime)
        .sort(),
    ).toEqual([moved.toISOString(), first.toISOString()]);

    const [a, b] = fixture.captains.map((captain) => captain.discordId);
    await vi.waitFor(() => expect(discord.dmsTo(a ?? '').length + discord.dmsTo(b ?? '').length).toBe(2), {
      timeout: 10_000,
      interval: 50,
    });
    const firedAfter = Date.now() - started;
    expect(firedAfter).toBeGreaterThanOrEqual(1_400);
    expect(firedAfter).toBeLessThan(6_000);

    for (const captain of fixture.captains) {
      const [dm] = discord.dmsTo(captain.discordId);
      const embed = ((dm?.body.embeds ?? []) as { title: string; description: string; url: string }[])[0];
      expect(embed?.title).toBe('Check-in is open: Final');
      expect(embed?.description).toContain('Night Owls vs Storm Riders (Monsoon Cup) starts');
      expect(embed?.description).toContain(`<t:${unix(moved)}:F>`);
      expect(embed?.url).toBe(`${PUBLIC_URL}/events/${fixture.tournamentId}/matches/${fixture.matchId}`);
      expect(dm?.body.allowed_mentions).toEqual({ parse: [] });
    }
    expect(discord.dmChannels.map((dm) => dm.recipientId).sort()).toEqual([a, b].sort());
    // The first time's job, run now instead of in a minute, is dropped: nothing else arrives.
    const stale = delayed.find((job) => job.data.scheduledTime === first.toISOString());
    await stale?.promote();
    await vi.waitFor(async () => expect(await stale?.getState()).toBe('completed'), { timeout: 10_000 });
    expect(discord.dmsTo(a ?? '')).toHaveLength(1);
    expect(discord.dmsTo(b ?? '')).toHaveLength(1);
  });

  it('posts once in the notification channel when the server has one, however often the job runs', async () => {
    const scheduledTime = checkInIn(-60_000);
    const fixture = await scheduledMatch(services.orm, { scheduledTime, notificationChannelId: '555000111' });
    const reminder = {
      tournamentId: fixture.tournamentId,
      matchId: fixture.matchId,
      scheduledTime: scheduledTime.toISOString(),
    };
    const context = { redis: services.redis, attempt: 1, finalAttempt: false };
    await expect(processor.run(reminder, context)).resolves.toEqual({
      outcome: 'sent',
      channelId: '555000111',
    });
    await expect(processor.run(reminder, context)).resolves.toEqual({
      outcome: 'already-sent',
      channelId: '555000111',
    });
    expect(discord.messages.filter((message) => message.channelId === '555000111')).toHaveLength(1);
    expect(discord.dmsTo(fixture.captains[0]?.discordId ?? '')).toHaveLength(0);
    // Every player's notification centre heard of it once, linking to the match.
    const notices = await services.orm.em.fork().find(Notification, {
      kind: 'check-in-open',
      link: `/events/${fixture.tournamentId}/matches/${fixture.matchId}`,
    });
    expect(notices).toHaveLength(2);
    expect(notices.map((notice) => notice.title)).toEqual(['Check-in open: Final', 'Check-in open: Final']);
    expect(notices[0]?.body).toMatch(
      /^Check your team in on the match page before \d{1,2} \w{3}, \d{2}:\d{2} [ap]m IST\. A team not checked in by then may forfeit\.$/,
    );
  });

  it('drops a reminder for a time the match no longer has', async () => {
    const scheduledTime = checkInIn(-60_000);
    const fixture = await scheduledMatch(services.orm, { scheduledTime });
    await moveMatch(services.orm, fixture.matchId, checkInIn(3_600_000));
    const stale = {
      tournamentId: fixture.tournamentId,
      matchId: fixture.matchId,
      scheduledTime: scheduledTime.toISOString(),
    };
    await expect(
      processor.run(stale, { redis: services.redis, attempt: 1, finalAttempt: false }),
    ).resolves.toEqual({
      outcome: 'stale',
    });
    expect(discord.dmsTo(fixture.captains[0]?.discordId ?? '')).toHaveLength(0);
  });
});
