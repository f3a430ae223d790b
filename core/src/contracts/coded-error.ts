import type { ErrorCode } from '../domain/errors/error-code-list.ts';

/** zod's error parameter, carrying a code. */
export interface Coded {
  error: (issue: object) => string;
}

/**
 * A contract's refusal: the words a person reads and the code clients branch on, declared together
 * (`.min(1, coded('CREATE_TOURNAMENT_NAME_REQUIRED', text.nameRequired))`), so a copy edit of the words
 * never changes the code. The code travels in the zod issue's `params`, where the api's error funnel
 * reads it (`contractIssueCode`); a failure without one answers INVALID_INPUT.
 */
export const coded = (code: ErrorCode, message: string): Coded => ({
  error: (issue: object) => {
    // zod asks for the words before it copies the issue's own keys: the code set here goes along.
    const raw = issue as { params?: Record<string, unknown> };
    raw.params = { ...raw.params, code };
    return message;
  },
});
