import {
  AppError,
  checkLobbyResults,
  hasMatchStarted,
  type LobbyResultsPayload,
  messages,
  teamKills,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { LobbyResult, Team, type UploadedFile, User } from '../../db/entities/index.ts';
import { type CompetitionPorts, collectEffects } from '../competition/internal/competition-ports.ts';
import { completeLobbyPhaseIfDone } from './internal/complete-lobby-phase.ts';
import { requireLobbyManager, rostersOf } from './internal/lobby-access.ts';
import { lockLobbyMatch } from './internal/lock-lobby-match.ts';

export interface EnterLobbyResultsInput extends LobbyResultsPayload {
  lobbyMatchId: string;
  /** Stores the optional results screenshot inside the transaction (already checked by magic bytes). */
  storeScreenshot?: (em: EntityManager) => Promise<InferEntity<typeof UploadedFile>>;
}

export interface EnteredLobbyResults {
  lobbyMatchId: string;
  status: 'completed';
}

/**
 * The organiser or a results admin enters one lobby match's placements and kills. Everything is checked
 * before anything is written; the match completes, and the last match of a phase closes the phase.
 */
export async function enterLobbyResults(
  ctx: UseCaseContext,
  input: EnterLobbyResultsInput,
  ports: CompetitionPorts = {},
): Promise<EnteredLobbyResults> {
  const at = now();
  const { match, tournament } = await ctx.em.transactional(async (em) => {
    const { match, phase, tournament } = await lockLobbyMatch(em, input.lobbyMatchId);
    await requireLobbyManager(em, ctx.actor, tournament);
    if (phase.status !== 'active' || !hasMatchStarted(match.scheduledTime ?? null, at))
      throw new AppError('CONFLICT', messages.battleRoyale.lobbyNotStarted);
    if (match.status === 'completed') throw new AppError('CONFLICT', messages.battleRoyale.resultsAlreadyIn);

    const teamIds = match.lobby.teams;
    const [teams, rosters] = await Promise.all([
      em.find(Team, { id: { $in: teamIds } }),
      rostersOf(em, tournament.id, teamIds),
    ]);
    const nameOf = new Map(teams.map((team) => [team.id, team.name]));
    checkLobbyResults(
      teamIds.map((id) => ({ id, name: nameOf.get(id) ?? id, roster: rosters.get(id) ?? [] })),
      input.results,
    );

    const effects = collectEffects(tournament.id);
    for (const entry of input.results) {
      em.create(LobbyResult, {
        tournament,
        phase,
        lobbyMatch: match,
        team: em.getReference(Team, entry.teamId),
        placement: entry.placement,
        kills: teamKills(entry),
        playerKills: entry.kills.map(({ userId, kills }) => ({ userId, kills })),
      });
    }
    match.status = 'completed';
    match.resultsEnteredAt = at;
    match.resultsEnteredBy = em.getReference(User, ctx.actor.userId);
    if (input.storeScreenshot) match.screenshot = await input.storeScreenshot(em);
    effects.publish({ type: 'lobby-match', lobbyMatchId: match.id, status: 'completed' });
    await em.flush();
    await completeLobbyPhaseIfDone(em, tournament, phase, at, effects);
    await em.flush();
    return { match, tournament: { id: tournament.id, effects } };
  });
  await tournament.effects.release(ports);
  return { lobbyMatchId: match.id, status: 'completed' };
}
