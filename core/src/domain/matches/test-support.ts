import { type Match, matchSchema } from '../../contracts/matches.ts';
import { AppError } from '../errors/app-error.ts';

/** A quarter-final between Team Alpha and Team Beta, scheduled for an hour before the tests' "now". */
export const sampleMatch = (overrides: Partial<Match> = {}): Match =>
  matchSchema.parse({
    id: 'qf-1',
    round: 'Quarter Finals',
    teamA: { id: 'alpha', name: 'Team Alpha', logo: null, players: [] },
    teamB: { id: 'beta', name: 'Team Beta', logo: null, players: [] },
    status: 'scheduled',
    scoreA: null,
    scoreB: null,
    scheduledTime: '2025-03-10T11:00:00.000Z',
    completedTime: null,
    note: null,
    dependsOn: [],
    streamClaimed: false,
    streamer: null,
    ...overrides,
  });

/** The code and message of the AppError a rule refuses with (fails the test if it does not refuse). */
export const refusal = (attempt: () => unknown) => {
  try {
    attempt();
  } catch (error) {
    if (error instanceof AppError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
};
