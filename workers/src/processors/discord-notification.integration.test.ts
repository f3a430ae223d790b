import { discordNotificationJob } from '@galaxia/core/server';
import { describe, expect, it, vi } from 'vitest';
import { createDiscordRestClient } from '../clients/discord-rest-client.ts';
import {
  moveMatch,
  playFinal,
  postAnnouncement,
  scheduledMatch,
} from '../test-support/competition-fixtures.ts';
import { useDiscordProcessor } from '../test-support/running-workers.ts';
import { discordNotificationProcessor } from './discord-notification.ts';

const PUBLIC_URL = 'https://galaxia.test';
const CHANNEL = '777000222';

describe('Discord notifications (fake Discord REST with its rate limits)', () => {
  const { services, discord, processor } = useDiscordProcessor(discordNotificationProcessor, PUBLIC_URL);
  const context = () => ({ redis: services.redis, attempt: 1, finalAttempt: false });

  const inChannel = (channelId: string) =>
    discord.messages.filter((message) => message.channelId === channelId);

  it('posts an announcement in the server channel with the bot token, waiting out a 429', async () => {
    const fixture = await scheduledMatch(services.orm, {
      scheduledTime: new Date(Date.now() + 86_400_000),
      notificationChannelId: CHANNEL,
    });
    const announcementId = await postAnnouncement(services.orm, fixture.tournamentId, 'Finals weekend');
    discord.rateLimitNext(1, 0.4);
    const started = Date.now();
    await services.queues.enqueue(discordNotificationJob, {
      kind: 'announcement',
      tournamentId: fixture.tournamentId,
      announcementId,
    });
    await vi.waitFor(() => expect(inChannel(CHANNEL)).toHaveLength(1), { timeout: 10_000, interval: 50 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    const posts = discord.requests.filter((r) => r.path === `/api/v10/channels/${CHANNEL}/messages`);
    expect(posts).toHaveLength(2);
    expect(posts.every((post) => post.headers.authorization === 'Bot bot-token')).toBe(true);
    const [message] = inChannel(CHANNEL);
    expect(message?.body.embeds).toEqual([
      {
        title: 'Finals weekend',
        description: 'Check-in opens 30 minutes before every match.',
        url: `${PUBLIC_URL}/events/${fixture.tournamentId}/announcements`,
        color: 0xef4444,
        footer: { text: 'Monsoon Cup' },
      },
    ]);
    expect(message?.body).toMatchObject({ enforce_nonce: true, allowed_mentions: { parse: [] } });
  });

  it('posts a fact once even when its job is duplicated, and never a stale one', async () => {
    const scheduledTime = new Date(Date.now() + 86_400_000);
    const fixture = await scheduledMatch(services.orm, { scheduledTime, notificationChannelId: '777000333' });
    const scheduled = {
      kind: 'match-scheduled' as const,
      tournamentId: fixture.tournamentId,
      matchId: fixture.matchId,
      scheduledTime: scheduledTime.toISOString(),
    };
    await expect(processor.run(scheduled, context())).resolves.toEqual({ outcome: 'sent' });
    await expect(processor.run(scheduled, context())).resolves.toEqual({ outcome: 'already-sent' });
    expect(inChannel('777000333')).toHaveLength(1);
    expect(((inChannel('777000333')[0]?.body.embeds ?? []) as { title: string }[])[0]?.title).toBe(
      'Match scheduled: Final',
    );

    await moveMatch(services.orm, fixture.matchId, new Date(scheduledTime.getTime() + 3_600_000));
    const old = { ...scheduled, scheduledTime: new Date(scheduledTime.getTime() - 60_000).toISOString() };
    await expect(processor.run(old, context())).resolves.toEqual({ outcome: 'stale' });
    expect(inChannel('777000333')).toHaveLength(1);
  });

  it('posts nothing for a server without a notification channel', async () => {
    const fixture = await scheduledMatch(services.orm, { scheduledTime: new Date(Date.now() + 86_400_000) });
    const announcementId = await postAnnouncement(services.orm, fixture.tournamentId, 'Quiet server');
    const before = discord.messages.length;
    await expect(
      processor.run({ kind: 'announcement', tournamentId: fixture.tournamentId, announcementId }, context()),
    ).resolves.toEqual({ outcome: 'no-channel' });
    expect(discord.messages).toHaveLength(before);
  });

  it('stops without retrying when Discord refuses the channel for good', async () => {
    const fixture = await scheduledMatch(services.orm, {
      scheduledTime: new Date(Date.now() + 86_400_000),
      notificationChannelId: '777000444',
    });
    const announcementId = await postAnnouncement(services.orm, fixture.tournamentId, 'Nowhere');
    const refusing = discordNotificationProcessor({
      orm: services.orm,
      discord: createDiscordRestClient({ baseUrl: discord.apiUrl, botToken: 'wrong-token' }),
      publicUrl: PUBLIC_URL,
    });
    await expect(
      refusing.run({ kind: 'announcement', tournamentId: fixture.tournamentId, announcementId }, context()),
    ).rejects.toMatchObject({ name: 'UnrecoverableError' });
  });
});

describe('Discord notifications: the end of a tournament', () => {
  const { services, discord, processor } = useDiscordProcessor(discordNotificationProcessor, PUBLIC_URL);
  const context = () => ({ redis: services.redis, attempt: 1, finalAttempt: false });

  it('names the champion and the runner-up in the "… is complete" post', async () => {
    const fixture = await scheduledMatch(services.orm, {
      scheduledTime: new Date(Date.now() + 86_400_000),
      notificationChannelId: '777000444',
    });
    await playFinal(services.orm, fixture.tournamentId, 'B');
    await expect(
      processor.run({ kind: 'tournament-completed', tournamentId: fixture.tournamentId }, context()),
    ).resolves.toEqual({ outcome: 'sent' });
    const [message] = discord.messages.filter((posted) => posted.channelId === '777000444');
    expect(message?.body.embeds).toEqual([
      {
        title: 'Monsoon Cup is complete',
        description:
          'Champion: Storm Riders\n2nd: Night Owls\nThanks for playing! The final standings and stats are on the event page.',
        url: `${PUBLIC_URL}/events/${fixture.tournamentId}/stats`,
        color: 0x22c55e,
        footer: { text: 'Monsoon Cup' },
      },
    ]);
  });
});
