import { GameAccount, Tournament, TournamentRegistration } from '@galaxia/core/server';
import { openTournament } from '@galaxia/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { team } from '../test-support/bot-fixtures.ts';
import { PUBLIC_URL, useBotInGuild } from '../test-support/bot-harness.ts';
import { commandInteraction } from '../test-support/signed-interactions.ts';

describe('/register-team through the HTTP transport', () => {
  const bot = useBotInGuild();
  let tournamentId: string;
  beforeAll(async () => {
    tournamentId = await openTournament(bot.orm, bot.guildId, { format: 2 });
  });

  const register = (user: { id: string; name: string }, teamId: string, tournament = tournamentId) =>
    commandInteraction('register-team', { tournament, team: teamId }, { user, guildId: bot.guildId });

  it("registers the captain's whole team while registration is open", async () => {
    const owls = await team(bot.orm, 'Night Owls', { members: 2 });
    const answer = await bot.answer(register(owls.captain, owls.id));
    expect(answer).toMatchObject({
      content: `**Night Owls** is registered for Monsoon Cup with 3 players. See the teams: ${PUBLIC_URL}/events/${tournamentId}/teams`,
      ephemeral: true,
    });
    const entry = await bot.orm.em.fork().findOneOrFail(TournamentRegistration, { team: owls.id });
    expect(entry.status).toBe('registered');
    expect(entry.roster).toEqual([owls.captain.userId, ...owls.members.map((member) => member.userId)]);
  });

  it('applies for a BGMI team whose videos wait for review, the same rule as the website', async () => {
    const bgmiCup = await openTournament(bot.orm, bot.guildId, { eventName: 'BGMI Rush', format: 2 });
    const em = bot.orm.em.fork();
    await em.nativeUpdate(Tournament, { id: bgmiCup }, { gameId: 'bgmi', requiresVerification: true });
    const hawks = await team(bot.orm, 'Red Hawks', { members: 1, gameId: 'bgmi' });
    const [mate] = hawks.members;
    const claim = (userId: string, inGameId: string) =>
      em.create(GameAccount, {
        user: userId,
        gameId: 'bgmi',
        inGameId,
        status: 'pending',
        method: 'bgmi_video',
      });
    claim(hawks.captain.userId, String(5_200_000_000 + Math.floor(Math.random() * 1e8)));
    await em.flush();
    expect((await bot.answer(register(hawks.captain, hawks.id, bgmiCup))).content).toBe(
      `${mate!.name} has not sent a BGMI verification video yet: every player sends one before the team can apply`,
    );

    claim(mate!.userId, String(5_300_000_000 + Math.floor(Math.random() * 1e8)));
    await em.flush();
    expect((await bot.answer(register(hawks.captain, hawks.id, bgmiCup))).content).toBe(
      `**Red Hawks** applied to BGMI Rush: the organiser reviews its players' verification videos, then the team is registered. Follow it here: ${PUBLIC_URL}/events/${bgmiCup}`,
    );
    const entry = await bot.orm.em.fork().findOneOrFail(TournamentRegistration, { team: hawks.id });
    expect([entry.status, entry.awaitingVerification]).toEqual(['registered', true]);
  });

  it('registers a 5v5 team of 7 with 2 substitutes, and refuses 8 naming the limits', async () => {
    const fives = await openTournament(bot.orm, bot.guildId, { eventName: 'Spike Cup', format: 5 });
    const seven = await team(bot.orm, 'Seven Agents', { members: 6 });
    expect((await bot.answer(register(seven.captain, seven.id, fives))).content).toBe(
      `**Seven Agents** is registered for Spike Cup with 7 players. See the teams: ${PUBLIC_URL}/events/${fives}/teams`,
    );
    const entry = await bot.orm.em.fork().findOneOrFail(TournamentRegistration, { team: seven.id });
    expect(entry.roster).toEqual([seven.captain.userId, ...seven.members.map((member) => member.userId)]);
    const eight = await team(bot.orm, 'Eight Agents', { members: 7 });
    expect((await bot.answer(register(eight.captain, eight.id, fives))).content).toBe(
      'A roster has 5 players and up to 2 substitutes (5 to 7 in all)',
    );
  });

  it('suggests the teams the person captains', async () => {
    const riders = await team(bot.orm, 'Storm Riders');
    await team(bot.orm, 'Someone Else');
    const typing = commandInteraction(
      'register-team',
      { tournament: tournamentId, team: 'sto' },
      { user: riders.captain, guildId: bot.guildId, focused: 'team' },
      4,
    );
    expect((await bot.send(typing)).body).toEqual({
      type: 8,
      data: { choices: [{ name: 'Storm Riders', value: riders.id }] },
    });
  });

  it('refuses a member who is not the captain', async () => {
    const wolves = await team(bot.orm, 'Grey Wolves', { members: 2 });
    const [member] = wolves.members;
    const answer = await bot.answer(register(member!, wolves.id));
    expect(answer).toMatchObject({ content: 'Only the team captain can do that', ephemeral: true });
    expect(await bot.orm.em.fork().count(TournamentRegistration, { team: wolves.id })).toBe(0);
  });

  it("answers bad input with the rules' messages", async () => {
    const solo = await team(bot.orm, 'Lone Star', { members: 0 });
    expect((await bot.answer(register(solo.captain, solo.id))).content).toBe(
      'A roster has 2 players and up to 2 substitutes (2 to 4 in all)',
    );
    expect((await bot.answer(register(solo.captain, 'Lone Star'))).content).toBe('Team not found');
    expect((await bot.answer(register(solo.captain, solo.id, 'not-a-tournament'))).content).toBe(
      'Tournament not found',
    );
  });

  it('answers a captain whose Discord is in Hindi (locale hi) in Hindi, refusals included', async () => {
    const lions = await team(bot.orm, 'Desert Lions', { members: 2 });
    const inHindi = (user: { id: string; name: string }) =>
      commandInteraction(
        'register-team',
        { tournament: tournamentId, team: lions.id },
        { user, guildId: bot.guildId, locale: 'hi' },
      );
    expect((await bot.answer(inHindi(lions.members[0]!))).content).toBe('यह केवल टीम का कप्तान कर सकता है');
    expect((await bot.answer(inHindi(lions.captain))).content).toBe(
      `**Desert Lions** Monsoon Cup के लिए 3 खिलाड़ियों के साथ पंजीकृत हो गई। टीमें देखें: ${PUBLIC_URL}/events/${tournamentId}/teams`,
    );
    expect((await bot.answer(inHindi(lions.captain))).content).toBe('यह टीम इस टूर्नामेंट में पहले से शामिल है');
  });
});
