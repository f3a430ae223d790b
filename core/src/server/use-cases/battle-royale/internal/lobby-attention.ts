import { type AttentionMatch, type ConsoleLobby, type ConsoleOpenLobbyMatch, messages } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Lobby, LobbyMatch, Team } from '../../../db/entities/index.ts';

/** A tournament's lobbies and lobby matches, in phase, lobby and match order. */
export async function loadTournamentLobbies(em: EntityManager, tournamentId: string) {
  const [lobbies, matches] = await Promise.all([
    em.find(Lobby, { tournament: tournamentId }, { orderBy: [{ position: 'asc' }] }),
    em.find(
      LobbyMatch,
      { tournament: tournamentId },
      { populate: ['lobby', 'phase'], orderBy: [{ number: 'asc' }, { id: 'asc' }] },
    ),
  ]);
  return { lobbies, matches };
}
export type TournamentLobbies = Awaited<ReturnType<typeof loadTournamentLobbies>>;

const nameOf = (match: TournamentLobbies['matches'][number]) =>
  messages.battleRoyale.lobbyMatchName(match.lobby.name, match.number);

/** One phase's lobbies with how many of their matches have results, for its console card. */
export const consoleLobbiesOf = ({ lobbies, matches }: TournamentLobbies, phaseId: string): ConsoleLobby[] =>
  lobbies
    .filter((lobby) => lobby.phase.id === phaseId)
    .map((lobby) => {
      const own = matches.filter((match) => match.lobby.id === lobby.id);
      return {
        id: lobby.id,
        name: lobby.name,
        matches: { total: own.length, completed: own.filter((match) => match.status === 'completed').length },
      };
    });

/** Lobby matches of active phases still waiting for results: match 1 of every lobby, then match 2, ... */
export const openLobbyMatchesOf = ({ matches }: TournamentLobbies): ConsoleOpenLobbyMatch[] =>
  matches
    .filter((match) => match.status !== 'completed' && match.phase.status === 'active')
    .sort((a, b) => a.number - b.number || a.lobby.position - b.lobby.position)
    .map((match) => ({
      lobbyMatchId: match.id,
      lobbyId: match.lobby.id,
      name: nameOf(match),
      phaseIndex: match.phase.position,
      scheduledTime: match.scheduledTime?.toISOString() ?? null,
    }));

/** Lobby results a team flagged and the organiser has not settled yet: they wait on the organiser. */
export const flaggedLobbyMatchesOf = ({ matches }: TournamentLobbies): AttentionMatch[] =>
  matches
    .filter((match) => match.flag && !match.flagSettledAt)
    .map((match) => ({
      matchId: match.id,
      name: nameOf(match),
      phaseIndex: match.phase.position,
      teamA: null,
      teamB: null,
      status: 'disputed' as const,
      scheduledTime: match.scheduledTime?.toISOString() ?? null,
      reason: 'flagged' as const,
      reported: null,
      detail: match.flag?.reason ?? null,
      lobbyId: match.lobby.id,
    }));

/**
 * Lobby maps whose check-in closed with squads missing that were not forfeited (auto-forfeit off, or
 * nobody checked in): the organiser decides before entering the results.
 */
export async function noShowLobbyMatchesOf(
  em: EntityManager,
  { matches }: TournamentLobbies,
): Promise<AttentionMatch[]> {
  const waiting = matches.filter(
    (match) =>
      match.status !== 'completed' &&
      match.phase.status === 'active' &&
      match.checkInClose &&
      !match.checkInClose.forfeited &&
      match.checkInClose.absent.length > 0,
  );
  const ids = [...new Set(waiting.flatMap((match) => match.checkInClose!.absent))];
  const teams = ids.length === 0 ? [] : await em.find(Team, { id: { $in: ids } });
  const name = new Map(teams.map((team) => [team.id, team.name]));
  return waiting.map((match) => ({
    matchId: match.id,
    name: nameOf(match),
    phaseIndex: match.phase.position,
    teamA: null,
    teamB: null,
    status: 'scheduled' as const,
    scheduledTime: match.scheduledTime?.toISOString() ?? null,
    reason: 'no-show' as const,
    reported: null,
    detail: messages.battleRoyale.noShowFlagBody(match.checkInClose!.absent.map((id) => name.get(id) ?? id)),
    lobbyId: match.lobby.id,
  }));
}
