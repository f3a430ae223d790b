import { z } from 'zod';
import type { Refusal } from '../domain/errors/error-codes.ts';
import { messages } from '../domain/messages/catalogue.ts';
import { VERIFICATION_STATUSES } from '../domain/verification/account-status.ts';
import {
  normaliseBgmiPlayerId,
  validateBgmiPlayerId,
  validateInGameName,
} from '../domain/verification/bgmi-player.ts';
import {
  normalisePlayerTag,
  validatePlayerTag,
  validateVerificationToken,
} from '../domain/verification/player-tag.ts';
import { type Coded, coded } from './coded-error.ts';
import { gameIdSchema } from './games.ts';
import { idSchema, requiredText, text } from './text-fields.ts';

const TOKEN_MAX_LENGTH = 100;

export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/** A row of the verified-accounts table: game, in-game id, in-game name, status. */
export const verifiedAccountSchema = z.object({
  game: gameIdSchema,
  id: text().min(1),
  name: text(),
  status: verificationStatusSchema,
});
export type VerifiedAccount = z.infer<typeof verifiedAccountSchema>;

/** A row of the player's accounts table; `reason` says why a verification was rejected. */
export const gameAccountRowSchema = verifiedAccountSchema.extend({ reason: text().optional() });
export type GameAccountRow = z.infer<typeof gameAccountRowSchema>;

/** A verification as an organiser reviews it: who, which in-game account, and the video to watch. */
export const verificationReviewSchema = z.object({
  accountId: text(),
  game: gameIdSchema,
  playerId: text(),
  inGameName: text(),
  status: verificationStatusSchema,
  player: z.object({ id: text(), name: text() }),
  evidence: text().nullable(),
  thumbnail: text().nullable(),
  submittedAt: text(),
  tournaments: z.array(z.object({ tournamentId: text(), eventName: text() })),
  /** The tournament the last review decision was made for (its organisers had the right to make it). */
  reviewedFor: z.object({ tournamentId: text(), eventName: text() }).nullable().default(null),
  /**
   * Already verified by another tournament's organiser: who and for which event. Approving accepts that
   * verification for this organiser's tournaments; rejecting refuses it here only.
   */
  verifiedElsewhere: z.object({ serverName: text(), eventName: text() }).nullable().default(null),
});
export type VerificationReview = z.infer<typeof verificationReviewSchema>;

/** Runs a domain check on the typed value and hands on its normal form. */
const checkedText = (
  check: (raw: string) => Refusal | null,
  normalise: (raw: string) => string,
  missing: Coded,
) =>
  text(missing).transform((raw, ctx) => {
    const problem = check(raw);
    if (problem !== null) {
      ctx.issues.push({
        code: 'custom',
        message: problem.message,
        params: { code: problem.code },
        input: raw,
      });
      return z.NEVER;
    }
    return normalise(raw);
  });

/** POST /verify/coc. The tag arrives as typed and leaves in the form the game's API wants. */
export const cocVerificationPayloadSchema = z.object({
  playerTag: checkedText(
    validatePlayerTag,
    normalisePlayerTag,
    coded('VERIFICATION_TAG_REQUIRED', messages.verification.tagRequired),
  ),
  token: checkedText(
    validateVerificationToken,
    (raw) => raw.trim(),
    coded('VERIFICATION_TOKEN_REQUIRED', messages.verification.tokenRequired),
  ).pipe(
    text().max(TOKEN_MAX_LENGTH, { error: messages.form.tooLong('Verification token', TOKEN_MAX_LENGTH) }),
  ),
});
export type CocVerificationPayload = z.infer<typeof cocVerificationPayloadSchema>;

/** The text fields sent with a BGMI verification video. */
export const bgmiVerificationSchema = z.object({
  playerId: checkedText(
    validateBgmiPlayerId,
    normaliseBgmiPlayerId,
    coded('VERIFICATION_TAG_REQUIRED', messages.verification.tagRequired),
  ),
  inGameName: checkedText(
    validateInGameName,
    (raw) => raw.trim(),
    coded('VERIFICATION_NAME_REQUIRED', messages.verification.nameRequired),
  ),
});
export type BgmiVerification = z.infer<typeof bgmiVerificationSchema>;

const REJECTION_REASON_MAX_LENGTH = 300;

/** Approve and reject name the tournament the decision is made for; left out, the first one that gives the right. */
export const approveVerificationSchema = z.object({
  tournamentId: idSchema.optional(),
});
export type ApproveVerificationPayload = z.infer<typeof approveVerificationSchema>;

export const rejectVerificationSchema = approveVerificationSchema.extend({
  reason: requiredText(
    coded('GAME_ACCOUNTS_REASON_REQUIRED', messages.gameAccounts.reasonRequired),
    'Reason',
    REJECTION_REASON_MAX_LENGTH,
  ),
});

const CONTEST_STATEMENT_MAX_LENGTH = 500;
export const CONTEST_STATUSES = ['open', 'upheld', 'dismissed'] as const;
export const contestStatusSchema = z.enum(CONTEST_STATUSES);
export type ContestStatus = z.infer<typeof contestStatusSchema>;

/** The text fields sent with a contest's video: the in-game id claimed by someone else, and why it is yours. */
export const contestClaimSchema = bgmiVerificationSchema.extend({
  statement: requiredText(
    coded('VERIFICATION_CONTEST_STATEMENT_REQUIRED', messages.verificationContest.statementRequired),
    'Statement',
    CONTEST_STATEMENT_MAX_LENGTH,
  ),
});
export type ContestClaim = z.infer<typeof contestClaimSchema>;

/** A contest as the person who filed it follows it. */
export const myContestSchema = z.object({
  id: text(),
  game: gameIdSchema,
  playerId: text(),
  status: contestStatusSchema,
  statement: text(),
  createdAt: text(),
  decidedAt: text().nullable(),
  reason: text().nullable(),
});
export type MyContest = z.infer<typeof myContestSchema>;

const contestSide = z.object({
  userId: text().nullable(),
  name: text(),
  inGameName: text(),
  evidence: text().nullable(),
});

/** A contest as platform staff decide it: both sides' videos side by side, and the audit once decided. */
export const staffContestSchema = z.object({
  id: text(),
  game: gameIdSchema,
  playerId: text(),
  status: contestStatusSchema,
  createdAt: text(),
  statement: text(),
  contestant: contestSide,
  /** Whoever holds the claim (at the decision, once decided), with the account's status and who approved it. */
  holder: contestSide.extend({
    accountStatus: verificationStatusSchema,
    approvedFor: text().nullable(),
  }),
  decision: z
    .object({ by: text(), at: text(), reason: text(), winner: z.enum(['contestant', 'holder']) })
    .nullable(),
});
export type StaffContest = z.infer<typeof staffContestSchema>;

export const decideContestSchema = z.object({
  winner: z.enum(['contestant', 'holder']),
  reason: requiredText(
    coded('VERIFICATION_CONTEST_REASON_REQUIRED', messages.verificationContest.reasonRequired),
    'Reason',
    REJECTION_REASON_MAX_LENGTH,
  ),
});
export type DecideContest = z.infer<typeof decideContestSchema>;
