import { defineScheduledJob } from './define-job.ts';

/** How often the workers look for battle-royale phases whose last results have become final. */
export const LOBBY_PHASE_CLOSE_EVERY_MS = 30_000;

/** Scheduled by the workers for themselves: closes lobby phases once their flag windows have passed. */
export const lobbyPhaseCloseJob = defineScheduledJob('lobby-phase-close', 'lobby-phases.close');
