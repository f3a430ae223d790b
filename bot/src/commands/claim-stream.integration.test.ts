import { Match, StreamClaim } from '@galaxia/core/server';
import { describe, expect, it } from 'vitest';
import { pendingFinal } from '../test-support/bot-fixtures.ts';
import { PUBLIC_URL, useBotInGuild } from '../test-support/bot-harness.ts';
import { commandInteraction } from '../test-support/signed-interactions.ts';

describe('/claim-stream through the HTTP transport', () => {
  const bot = useBotInGuild();

  const claim = (user: { id: string; name: string }, match: string, url = 'https://twitch.tv/rohan') =>
    commandInteraction('claim-stream', { match, platform: 'Twitch', url }, { user, guildId: bot.guildId });

  /** What the bot suggests while `user` types "night" into a stream command's match option. */
  const suggestionsFor = async (
    command: 'claim-stream' | 'release-stream',
    user: { id: string; name: string },
  ) => {
    const typing = commandInteraction(
      command,
      { match: 'night' },
      { user, guildId: bot.guildId, focused: 'match' },
      4,
    );
    return (await bot.send(typing)).body;
  };

  it('lets a granted streamer claim the match', async () => {
    const final = await pendingFinal(bot.orm, bot.guildId);
    const answer = await bot.answer(claim(final.streamer, final.matchId));
    expect(answer).toMatchObject({
      content: `You are streaming Final. It is listed on ${PUBLIC_URL}/events/${final.tournamentId}/streams`,
      ephemeral: true,
    });
    const stored = await bot.orm.em
      .fork()
      .findOneOrFail(StreamClaim, { match: final.matchId }, { populate: ['streamer'] });
    expect(stored).toMatchObject({ platform: 'Twitch', url: 'https://twitch.tv/rohan' });
    expect(stored.streamer.discordId).toBe(final.streamer.id);
  });

  it('suggests the unclaimed matches the streamer may cast', async () => {
    const final = await pendingFinal(bot.orm, bot.guildId);
    expect(await suggestionsFor('claim-stream', final.streamer)).toEqual({
      type: 8,
      data: { choices: [{ name: 'Final: Night Owls vs Storm Riders (Clash Finals)', value: final.matchId }] },
    });
  });

  it('refuses a player without the streamer role', async () => {
    const final = await pendingFinal(bot.orm, bot.guildId);
    const answer = await bot.answer(claim(final.teamA.captain, final.matchId));
    expect(answer).toMatchObject({ content: 'Only streamers can claim a match to stream', ephemeral: true });
    expect(await bot.orm.em.fork().count(StreamClaim, { match: final.matchId })).toBe(0);
  });

  it('refuses a watch link that is not https', async () => {
    const final = await pendingFinal(bot.orm, bot.guildId);
    const answer = await bot.answer(claim(final.streamer, final.matchId, 'http://twitch.tv/rohan'));
    expect(answer).toMatchObject({ content: 'The watch link must be an https:// address', ephemeral: true });
  });

  it('refuses a disputed match, a match whose teams are not known, and a link off the platform', async () => {
    const disputed = await pendingFinal(bot.orm, bot.guildId);
    const em = bot.orm.em.fork();
    const match = await em.findOneOrFail(Match, { id: disputed.matchId });
    match.status = 'disputed';
    await em.flush();
    expect((await bot.answer(claim(disputed.streamer, disputed.matchId))).content).toBe(
      'A disputed match cannot be claimed until the organiser settles it',
    );

    const undecided = await pendingFinal(bot.orm, bot.guildId);
    const em2 = bot.orm.em.fork();
    const open = await em2.findOneOrFail(Match, { id: undecided.matchId });
    open.teamB = null;
    await em2.flush();
    expect((await bot.answer(claim(undecided.streamer, undecided.matchId))).content).toBe(
      'Both teams must be known before a match can be claimed',
    );

    const offHost = await pendingFinal(bot.orm, bot.guildId);
    const answer = await bot.answer(claim(offHost.streamer, offHost.matchId, 'https://example.com/live'));
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).not.toContain('You are streaming');
    expect(await bot.orm.em.fork().count(StreamClaim, { match: offHost.matchId })).toBe(0);
  });

  describe('/release-stream', () => {
    const release = (user: { id: string; name: string }, match: string) =>
      commandInteraction('release-stream', { match }, { user, guildId: bot.guildId });

    it('suggests the streamer their own claims and releases one, so another streamer may claim it', async () => {
      const final = await pendingFinal(bot.orm, bot.guildId);
      await bot.answer(claim(final.streamer, final.matchId));
      expect(await suggestionsFor('release-stream', final.streamer)).toEqual({
        type: 8,
        data: {
          choices: [{ name: 'Final: Night Owls vs Storm Riders (Clash Finals)', value: final.matchId }],
        },
      });
      const answer = await bot.answer(release(final.streamer, final.matchId));
      expect(answer).toMatchObject({
        content: 'You released Final: another streamer can claim it now.',
        ephemeral: true,
      });
      expect(await bot.orm.em.fork().count(StreamClaim, { match: final.matchId })).toBe(0);
    });

    it('refuses to release a match the person has not claimed, and keeps the claim', async () => {
      const final = await pendingFinal(bot.orm, bot.guildId);
      await bot.answer(claim(final.streamer, final.matchId));
      const answer = await bot.answer(release(final.teamA.captain, final.matchId));
      expect(answer.ephemeral).toBe(true);
      expect(answer.content).toBe('Only the streamer who claimed this match can release it');
      expect(await bot.orm.em.fork().count(StreamClaim, { match: final.matchId })).toBe(1);
    });
  });
});
