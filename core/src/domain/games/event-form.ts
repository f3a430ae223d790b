import type { EventFormPatch, EventFormState } from '../../contracts/tournament.ts';

/** Applies a partial update; a new game clears the format, whose options depend on the game. */
export function updateEventForm(state: EventFormState, patch: EventFormPatch): EventFormState {
  const next = { ...state, ...patch };
  const gameChanged = 'gameId' in patch && patch.gameId !== state.gameId;
  return gameChanged && !('format' in patch) ? { ...next, format: null } : next;
}
