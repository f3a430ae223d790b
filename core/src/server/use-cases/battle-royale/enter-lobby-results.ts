import {
  AppError,
  checkLobbyResults,
  type EnteredLobbyResults,
  hasMatchStarted,
  type LobbyResultsPayload,
  messages,
  teamKills,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LobbyResult, Team, type UploadedFile, User } from '../../db/entities/index.ts';
import { rateNewResult } from '../communities/community-ratings.ts';
import { completeLobbyPhaseIfDone } from './internal/complete-lobby-phase.ts';
import { requireLobbyManager, rostersOf } from './internal/lobby-access.ts';
import { forfeitedSquadsOf } from './internal/lobby-check-ins.ts';
import { lobbyMatchWrite } from './internal/lobby-match-write.ts';

export interface EnterLobbyResultsInput extends LobbyResultsPayload {
  lobbyMatchId: string;
  /** Stores the optional results screenshot inside the transaction (already checked by magic bytes). */
  storeScreenshot?: (em: EntityManager) => Promise<InferEntity<typeof UploadedFile>>;
}

/**
 * The organiser or a results admin enters one lobby match's placements and kills. Everything is checked
 * before anything is written; the match completes, and the last match of a phase closes the phase
 * once final (its flag window still runs as it is entered, so that is the workers' timer in practice).
 * Entries of different lobbies of a phase run side by side (`lockLobbyMatch`'s 'lobby' scope): a results
 * desk of 50 admins over 400 lobbies does not queue on the phase row.
 */
export const enterLobbyResults = lobbyMatchWrite(
  async (
    { em, actor, match, phase, tournament, effects, now },
    input: EnterLobbyResultsInput,
  ): Promise<EnteredLobbyResults> => {
    await requireLobbyManager(em, actor, tournament);
    if (phase.status !== 'active' || !hasMatchStarted(match.scheduledTime ?? null, now))
      throw new AppError(
        'CONFLICT',
        'BATTLE_ROYALE_LOBBY_NOT_STARTED',
        messages.battleRoyale.lobbyNotStarted,
      );
    if (match.status === 'completed')
      throw new AppError(
        'CONFLICT',
        'BATTLE_ROYALE_RESULTS_ALREADY_IN',
        messages.battleRoyale.resultsAlreadyIn,
      );

    const teamIds = match.lobby.teams;
    const [teams, rosters] = await Promise.all([
      em.find(Team, { id: { $in: teamIds } }),
      rostersOf(em, tournament.id, teamIds),
    ]);
    const nameOf = new Map(teams.map((team) => [team.id, team.name]));
    // A squad the map's check-in close forfeited scores 0: no placement, no kills.
    const noShows = new Set(forfeitedSquadsOf(match));
    checkLobbyResults(
      teamIds.map((id) => ({
        id,
        name: nameOf.get(id) ?? id,
        roster: rosters.get(id) ?? [],
        noShow: noShows.has(id),
      })),
      input.results,
    );

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
    match.resultsEnteredAt = now;
    match.resultsEnteredBy = em.getReference(User, actor.userId);
    if (input.storeScreenshot) match.screenshot = await input.storeScreenshot(em);
    effects.publish({ type: 'lobby-match', lobbyMatchId: match.id, status: 'completed' });
    effects.webhook({ type: 'lobby_match.result_entered', lobbyMatchId: match.id });
    await em.flush();
    await completeLobbyPhaseIfDone(em, tournament, phase, now, effects);
    // The placements are the lobby's result: the community's ratings take them in this transaction.
    await rateNewResult(em, tournament, {
      kind: 'lobby',
      placings: input.results.map((entry) => ({ teamId: entry.teamId, placement: entry.placement })),
    });
    await em.flush();
    return { lobbyMatchId: match.id, status: 'completed' };
  },
  'lobby',
);
