import { AppError } from '../errors/app-error.ts';
import type { ErrorCode } from '../errors/error-codes.ts';
import { messages } from '../messages/catalogue.ts';

export interface PlayerKills {
  userId: string;
  kills: number;
}

/** One team's line of a lobby match's results as the organiser enters it. */
export interface TeamResultEntry {
  teamId: string;
  placement: number;
  kills: readonly PlayerKills[];
}

export interface LobbyTeam {
  id: string;
  name: string;
  /** User ids of the players rostered for this tournament. */
  roster: readonly string[];
  /** Forfeited this match by not checking in: it scores 0 and gets no placement. */
  noShow?: boolean;
}

const bad = (code: ErrorCode, message: string) => new AppError('BAD_REQUEST', code, message);

/**
 * Checks a whole match's results before anything is stored: every lobby team that played once (a
 * no-show squad never: it scores 0), placements 1..n each used once, kills whole and not negative, only
 * for the team's own rostered players, once each.
 */
export function checkLobbyResults(lobby: readonly LobbyTeam[], entries: readonly TeamResultEntry[]): void {
  const noShow = lobby.find((team) => team.noShow && entries.some((entry) => entry.teamId === team.id));
  if (noShow)
    throw bad('BATTLE_ROYALE_NO_SHOW_HAS_NO_RESULT', messages.battleRoyale.noShowHasNoResult(noShow.name));
  const teams = lobby.filter((team) => !team.noShow);
  const byId = new Map(teams.map((team) => [team.id, team]));
  const listed = new Set(entries.map((entry) => entry.teamId));
  if (
    entries.length !== teams.length ||
    listed.size !== entries.length ||
    ![...listed].every((id) => byId.has(id))
  )
    throw bad('BATTLE_ROYALE_RESULTS_TEAMS_MISMATCH', messages.battleRoyale.resultsTeamsMismatch);

  const inRange = entries.every(
    (entry) => Number.isInteger(entry.placement) && entry.placement >= 1 && entry.placement <= teams.length,
  );
  if (!inRange)
    throw bad('BATTLE_ROYALE_PLACEMENTS_UNIQUE', messages.battleRoyale.placementsUnique(teams.length));
  const [clash] = placementClashes(entries);
  if (clash)
    throw bad(
      'BATTLE_ROYALE_PLACEMENT_CLASH',
      messages.battleRoyale.placementClash(
        clash.placement,
        clash.teamIds.map((id) => byId.get(id)!.name),
      ),
    );

  for (const entry of entries) {
    if (!entry.kills.every((line) => Number.isInteger(line.kills) && line.kills >= 0))
      throw bad('BATTLE_ROYALE_KILLS_WHOLE', messages.battleRoyale.killsWhole);
  }
  for (const entry of entries) {
    const team = byId.get(entry.teamId)!;
    const roster = new Set(team.roster);
    if (!entry.kills.every((line) => roster.has(line.userId)))
      throw bad('BATTLE_ROYALE_KILLS_NOT_ON_ROSTER', messages.battleRoyale.killsNotOnRoster(team.name));
    if (new Set(entry.kills.map((line) => line.userId)).size !== entry.kills.length)
      throw bad('BATTLE_ROYALE_KILLS_DUPLICATE_PLAYER', messages.battleRoyale.killsDuplicatePlayer);
  }
}

export interface PlacementClash {
  placement: number;
  /** The teams given this placement, in the order they were entered. */
  teamIds: string[];
}

/** Placements given to more than one team, lowest first: the form marks those rows, the server names them. */
export function placementClashes(
  entries: readonly Pick<TeamResultEntry, 'teamId' | 'placement'>[],
): PlacementClash[] {
  const byPlacement = new Map<number, string[]>();
  for (const entry of entries)
    byPlacement.set(entry.placement, [...(byPlacement.get(entry.placement) ?? []), entry.teamId]);
  return [...byPlacement]
    .filter(([, teamIds]) => teamIds.length > 1)
    .sort(([a], [b]) => a - b)
    .map(([placement, teamIds]) => ({ placement, teamIds }));
}

export const teamKills = (entry: Pick<TeamResultEntry, 'kills'>): number =>
  entry.kills.reduce((sum, line) => sum + line.kills, 0);
