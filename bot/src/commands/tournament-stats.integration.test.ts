import { Match, MatchPlayerStat, Tournament } from '@galaxia/core/server';
import { openTournament } from '@galaxia/testkit';
import { describe, expect, it } from 'vitest';
import { guild, pendingFinal, stranger } from '../test-support/bot-fixtures.ts';
import { PUBLIC_URL, useBotInGuild } from '../test-support/bot-harness.ts';
import { commandInteraction } from '../test-support/signed-interactions.ts';

describe('/tournament-stats through the HTTP transport', () => {
  const bot = useBotInGuild();

  const stats = (tournament: string, where = bot.guildId) =>
    commandInteraction('tournament-stats', { tournament }, { user: stranger('Fan'), guildId: where });

  it('shows everyone in the channel the standings of a played final', async () => {
    const final = await pendingFinal(bot.orm, bot.guildId);
    const em = bot.orm.em.fork();
    const match = await em.findOneOrFail(Match, { id: final.matchId });
    Object.assign(match, {
      status: 'completed',
      bracketStatus: 'completed',
      scoreA: 2,
      scoreB: 1,
      winner: final.teamA.id,
      loser: final.teamB.id,
      scheduledTime: new Date(Date.now() - 3_600_000),
      completedTime: new Date(),
    });
    const tournament = await em.findOneOrFail(Tournament, { id: final.tournamentId });
    tournament.prizePool = '₹1,00,000';
    await em.flush();

    const answer = await bot.answer(stats(final.tournamentId));
    expect(answer.initial.body).toEqual({ type: 5, data: {} });
    expect(answer.ephemeral).toBe(false);
    expect(answer.embeds).toHaveLength(1);
    const [embed] = answer.embeds;
    expect(embed).toMatchObject({
      title: 'Clash Finals: statistics',
      url: `${PUBLIC_URL}/events/${final.tournamentId}/stats`,
    });
    const fields = Object.fromEntries(
      ((embed?.fields ?? []) as { name: string; value: string }[]).map((field) => [field.name, field.value]),
    );
    expect(fields['Matches played']).toBe('1/1');
    expect(fields['Prize pool']).toBe('₹1,00,000');
    expect(fields.Standings).toBe('**1.** Night Owls: 1W 0L (100%)\n**2.** Storm Riders: 0W 1L (0%)');
    expect(fields['Total kills']).toBe('0');
    expect(fields['Top fraggers']).toBe('No results yet.');
  });

  it('gives a Clash of Clans war its stars and Top attackers, never kills', async () => {
    const final = await pendingFinal(bot.orm, bot.guildId);
    const em = bot.orm.em.fork();
    const tournament = await em.findOneOrFail(Tournament, { id: final.tournamentId });
    tournament.gameId = 'coc';
    const match = await em.findOneOrFail(Match, { id: final.matchId });
    Object.assign(match, {
      status: 'completed',
      bracketStatus: 'completed',
      scoreA: 14,
      scoreB: 12,
      winner: final.teamA.id,
      loser: final.teamB.id,
      scheduledTime: new Date(Date.now() - 3_600_000),
      completedTime: new Date(),
    });
    em.create(MatchPlayerStat, {
      match,
      team: final.teamA.id,
      user: final.teamA.captain.userId,
      kills: 0,
      deaths: 0,
      offense: 15,
      defense: 6,
      army: 82,
      attack: 91,
    });
    await em.flush();

    const answer = await bot.answer(stats(final.tournamentId));
    const fields = Object.fromEntries(
      ((answer.embeds[0]?.fields ?? []) as { name: string; value: string }[]).map((field) => [
        field.name,
        field.value,
      ]),
    );
    expect(fields['Total stars']).toBe('26');
    expect(fields['Top attackers']).toBe(
      `**1.** ${final.teamA.captain.name} (${final.teamA.name}): Defense 6 · Average army rating 82 · Average attack rating 91 · Offense 15`,
    );
    expect(Object.keys(fields).some((name) => /kill|frag/i.test(name))).toBe(false);
  });

  it("answers privately that another server's tournament is not found", async () => {
    const otherGuild = await guild(bot.orm);
    const theirs = await openTournament(bot.orm, otherGuild);
    const payload = stats(theirs);
    const answer = await bot.answer(payload);
    expect(answer).toMatchObject({ content: 'Tournament not found', ephemeral: true });
    const posted = bot.discord.webhookCalls.filter(
      (call) => call.token === payload.token && call.method !== 'DELETE',
    );
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toMatchObject({ content: 'Tournament not found', flags: 64 });
  });

  it('answers a typed name that is not a picked tournament as not found', async () => {
    const payload = stats('Monsoon Cup');
    const answer = await bot.answer(payload);
    expect(answer).toMatchObject({ content: 'Tournament not found', ephemeral: true });
    // The public "thinking…" was removed before the private answer.
    const calls = bot.discord.webhookCalls
      .filter((call) => call.token === payload.token)
      .map((call) => call.method);
    expect(calls).toEqual(['DELETE', 'POST']);
  });
});
