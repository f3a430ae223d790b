import type { EntryBlocker } from '../../contracts/player-season.ts';
import { hasSentEvidence, type PlayerVerificationState } from '../verification/entry-verification.ts';
import type { RegistrationStatusInfo } from './registration-status.ts';

export interface EntryCandidateFacts {
  isCaptain: boolean;
  players: readonly { name: string; verification: PlayerVerificationState }[];
}

/**
 * Why the person cannot register a team now: first what nobody can change (the window is not open or
 * has closed, so signing in would not help), then in the order they can fix it: sign in, captain a team
 * of the game, fill its roster, have its players send their verification. Null: they can (a full event
 * puts the team on its waitlist; players still in review make it an application). `unverified` names the
 * players of the nearest-ready team who have sent nothing.
 */
export function entryBlocker(input: {
  signedIn: boolean;
  registration: RegistrationStatusInfo['status'];
  rosterSize: number | null;
  requiresVerification: boolean;
  candidates: readonly EntryCandidateFacts[];
}): { blocker: EntryBlocker; unverified: string[] } | null {
  const refuse = (blocker: EntryBlocker, unverified: string[] = []) => ({ blocker, unverified });
  if (input.registration === 'not_started' || input.rosterSize === null) return refuse('not_open');
  if (input.registration === 'closed') return refuse('closed');
  if (!input.signedIn) return refuse('signed_out');
  const captained = input.candidates.filter((candidate) => candidate.isCaptain);
  if (captained.length === 0) return refuse('no_team');
  const bigEnough = captained.filter((candidate) => candidate.players.length >= input.rosterSize!);
  if (bigEnough.length === 0) return refuse('roster_too_small');
  if (!input.requiresVerification) return null;
  const missing = bigEnough.map((candidate) => ({
    sent: candidate.players.filter((player) => hasSentEvidence(player.verification)).length,
    unverified: candidate.players
      .filter((player) => !hasSentEvidence(player.verification))
      .map((player) => player.name),
  }));
  if (missing.some((team) => team.sent >= input.rosterSize!)) return null;
  const nearest = missing.reduce((best, team) => (team.sent > best.sent ? team : best));
  return refuse('unverified', nearest.unverified);
}
