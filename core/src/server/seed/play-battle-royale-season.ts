import { type LobbyResultsPayload, randomInt } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../clock.ts';
import type { Actor } from '../context.ts';
import { LobbyMatch, Phase } from '../db/entities/index.ts';
import { enterLobbyResults, setLobbyRoom } from '../use-cases/battle-royale/index.ts';
import { completeLobbyPhaseIfDone } from '../use-cases/battle-royale/internal/complete-lobby-phase.ts';
import { NO_PORTS } from '../use-cases/competition/index.ts';
import { collectEffects } from '../use-cases/competition/internal/competition-ports.ts';
import { startPhase } from '../use-cases/competition/start-phase.ts';
import { firstRoundStart } from './calendar-span.ts';
import type { DemoClock } from './demo-clock.ts';
import type { UserRow } from './demo-people.ts';
import type { TeamRow } from './demo-teams.ts';
import type { WrittenTournament } from './write-tournament.ts';

/** Matches of the final played before today: the next one is tomorrow, its room already set. */
const FINAL_MATCHES_PLAYED = 3;

/**
 * One lobby match as the organiser would enter it: stronger seeds usually place higher, and each
 * rostered player's kills lean on how deep the squad went.
 */
function lobbyResults(
  teamIds: readonly string[],
  seedOf: ReadonlyMap<string, number>,
  rosterOf: (teamId: string) => string[],
  random: () => number,
): LobbyResultsPayload['results'] {
  const standing = teamIds
    .map((teamId) => ({ teamId, form: seedOf.get(teamId)! + randomInt(random, 0, 12) }))
    .sort((a, b) => a.form - b.form || seedOf.get(a.teamId)! - seedOf.get(b.teamId)!);
  return standing.map(({ teamId }, i) => {
    // About 50 kills a match among 64 players: the last squads standing took most of them.
    const depth = i < 3 ? 3 : i < 7 ? 2 : 1;
    return {
      teamId,
      placement: i + 1,
      kills: rosterOf(teamId).map((userId) => ({ userId, kills: randomInt(random, 0, depth) })),
    };
  });
}

/**
 * Plays the season through the organiser's own use cases (phase start, results entry, room details),
 * so lobbies, points and qualifiers follow the product's rules; the times they were entered are then
 * dated to when the story has them. The lobby stage is over, the final is three matches in.
 */
export async function playBattleRoyaleSeason(
  em: EntityManager,
  clock: DemoClock,
  organiser: UserRow,
  { tournament, calendar }: WrittenTournament,
  entrants: TeamRow[],
  rosterOf: (team: TeamRow) => string[],
  random: () => number,
): Promise<void> {
  await em.flush();
  const actor: Actor = { userId: organiser.id, discordId: organiser.discordId ?? null, name: organiser.name };
  const ctx = { em, actor };
  const seedOf = new Map(entrants.map((team, i) => [team.id, i + 1]));
  const rosters = new Map(entrants.map((team) => [team.id, rosterOf(team)]));
  const rosterOfId = (teamId: string) => rosters.get(teamId) ?? [];

  const playPhase = async (position: number, played: number) => {
    const matches = await em.find(
      LobbyMatch,
      { tournament: tournament.id, phase: { position }, number: { $lte: played } },
      { populate: ['lobby'], orderBy: [{ number: 'asc' }, { lobby: { position: 'asc' } }] },
    );
    for (const match of matches) {
      await enterLobbyResults(
        ctx,
        {
          lobbyMatchId: match.id,
          results: lobbyResults(match.lobby.teams, seedOf, rosterOfId, random),
        },
        NO_PORTS,
      );
    }
  };

  await startPhase(ctx, { tournamentId: tournament.id, phaseIndex: 0, seeding: 'registration' }, NO_PORTS);
  // Once the last lobby-stage result is past its flag window, the top 8 of each lobby go into the final,
  // which starts: the story's results are long past theirs.
  await playPhase(0, Number.MAX_SAFE_INTEGER);
  const stage = await em.findOneOrFail(Phase, { tournament: tournament.id, position: 0 });
  const pastFlagWindow = new Date(now().getTime() + 16 * 60_000);
  await completeLobbyPhaseIfDone(em, tournament, stage, pastFlagWindow, collectEffects(tournament.id));
  await em.flush();
  await playPhase(1, FINAL_MATCHES_PLAYED);
  const next = await em.findOneOrFail(LobbyMatch, {
    tournament: tournament.id,
    phase: { position: 1 },
    number: FINAL_MATCHES_PLAYED + 1,
  });
  await setLobbyRoom(ctx, { lobbyMatchId: next.id, roomId: '7341185', roomPassword: 'gx3final' }, NO_PORTS);

  // The use cases stamped the real time; the story has each result entered shortly after its match.
  const played = await em.find(
    LobbyMatch,
    { tournament: tournament.id, status: 'completed' },
    { refresh: true, orderBy: { scheduledTime: 'asc' } },
  );
  for (const match of played) {
    match.resultsEnteredAt = clock.plusMinutes(match.scheduledTime!, randomInt(random, 38, 55));
  }
  const [lobbyStage, final] = await em.find(
    Phase,
    { tournament: tournament.id },
    { refresh: true, orderBy: { position: 'asc' } },
  );
  const lastLobbyResult = played.filter((match) => match.phase.id === lobbyStage!.id).at(-1)!;
  lobbyStage!.startedAt = firstRoundStart(calendar[0]!);
  lobbyStage!.completedAt = lastLobbyResult.resultsEnteredAt;
  final!.startedAt = lastLobbyResult.resultsEnteredAt;
  await em.flush();
}
