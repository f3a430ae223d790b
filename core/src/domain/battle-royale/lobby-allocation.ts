import { serpentineGroups } from '../brackets/seeding.ts';
import { AppError } from '../errors/app-error.ts';
import { messages } from '../messages/catalogue.ts';

/**
 * Snake (serpentine) seeding: seeds 1..L go to lobbies 1..L, seeds L+1..2L back from lobby L to 1, and
 * so on, so every lobby gets an equal share of strong and weak teams: the split a group stage's groups use.
 */
export const snakeLobbies = (seeds: readonly string[], lobbies: number): string[][] =>
  serpentineGroups(seeds, lobbies);

/** The organiser's own allocation: every team of the phase once, in lobbies of equal size. */
export function checkManualLobbies(
  teams: readonly string[],
  allocation: readonly (readonly string[])[],
  lobbies: number,
): string[][] {
  const expected = new Set(teams);
  const listed = allocation.flat();
  const size = teams.length / lobbies;
  const ok =
    allocation.length === lobbies &&
    allocation.every((lobby) => lobby.length === size) &&
    listed.length === teams.length &&
    new Set(listed).size === listed.length &&
    listed.every((id) => expected.has(id));
  if (!ok)
    throw new AppError(
      'BAD_REQUEST',
      'BATTLE_ROYALE_MANUAL_LOBBIES_MISMATCH',
      messages.battleRoyale.manualLobbiesMismatch(teams.length, lobbies),
    );
  return allocation.map((lobby) => [...lobby]);
}
