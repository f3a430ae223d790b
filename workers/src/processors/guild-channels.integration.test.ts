import {
  discordNotificationJob,
  forfeitMatch,
  GuildSettings,
  queuePorts,
  ServerMembership,
} from '@galaxia/core/server';
import { describe, expect, it, vi } from 'vitest';
import { postAnnouncement, scheduledMatch } from '../test-support/competition-fixtures.ts';
import { useDiscordProcessor } from '../test-support/running-workers.ts';
import { createPlayer, snowflake } from '../test-support/test-services.ts';
import { discordNotificationProcessor } from './discord-notification.ts';

const PUBLIC_URL = 'https://galaxia.test';

/** Posts land in the channels the organisers chose on the Discord settings screen. */
describe('announcement and log channels of a server', () => {
  const { services, discord } = useDiscordProcessor(discordNotificationProcessor, PUBLIC_URL);

  const titlesIn = (channelId: string) =>
    discord.messages
      .filter((message) => message.channelId === channelId)
      .map((message) => (message.body.embeds as { title: string; description: string }[])[0]);

  it('posts announcements to the chosen announcement channel and an organiser forfeit to the log channel', async () => {
    const fixture = await scheduledMatch(services.orm, { scheduledTime: new Date(Date.now() + 86_400_000) });
    const announcementChannel = snowflake();
    const logChannel = snowflake();
    const organiser = await createPlayer(services.orm, 'Ishaan');
    const em = services.orm.em.fork();
    em.create(GuildSettings, {
      guildId: fixture.serverId,
      announcementChannelId: announcementChannel,
      logChannelId: logChannel,
    });
    em.create(ServerMembership, { user: organiser.userId, server: fixture.serverId, isAdmin: true });
    await em.flush();

    const announcementId = await postAnnouncement(services.orm, fixture.tournamentId, 'Finals weekend');
    await services.queues.enqueue(discordNotificationJob, {
      kind: 'announcement',
      tournamentId: fixture.tournamentId,
      announcementId,
    });
    await vi.waitFor(() => expect(titlesIn(announcementChannel)).toHaveLength(1), { timeout: 10_000 });
    expect(titlesIn(announcementChannel)[0]?.title).toBe('Finals weekend');

    await forfeitMatch(
      { em: services.orm.em.fork(), actor: organiser },
      { matchId: fixture.matchId, forfeiting: 'A', reason: 'Night Owls did not show up' },
      queuePorts(services.queues),
    );
    await vi.waitFor(() => expect(titlesIn(logChannel)).toHaveLength(1), { timeout: 10_000 });
    expect(titlesIn(logChannel)[0]).toMatchObject({
      title: 'Forfeit: Final',
      description: 'By Ishaan. Reason: Night Owls did not show up',
    });
    // The final's result (and with it the tournament's end) is news for the announcement channel.
    await vi.waitFor(
      () =>
        expect(
          titlesIn(announcementChannel)
            .map((embed) => embed?.title)
            .sort(),
        ).toEqual(['Final: Storm Riders wins', 'Finals weekend', 'Monsoon Cup is complete']),
      { timeout: 10_000 },
    );
    // The organiser's action is not announced, and the result is not logged.
    expect(titlesIn(logChannel)).toHaveLength(1);
  });
});
