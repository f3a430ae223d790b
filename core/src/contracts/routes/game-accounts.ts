import { z } from 'zod';
import {
  approveVerificationSchema,
  cocVerificationPayloadSchema,
  gameAccountRowSchema,
  myContestSchema,
  rejectVerificationSchema,
  verificationReviewSchema,
} from '../verification.ts';
import { route } from './route-contract.ts';

const accountAnswer = z.object({ account: gameAccountRowSchema });

/**
 * A player's in-game accounts and their verification, and the organisers' review of BGMI videos. A
 * verification shows on every event the player is in, so changes drop every public answer.
 */
export const gameAccountRoutes = {
  mine: route({
    method: 'get',
    path: '/game-accounts',
    access: 'user',
    summary: "The caller's in-game accounts and their verification state",
    response: z.object({ accounts: z.array(gameAccountRowSchema) }),
  }),
  // 202: the token is checked by a worker, not while the player waits.
  verifyCoc: route({
    method: 'post',
    path: '/verify/coc',
    access: 'user',
    summary: 'Claims a Clash of Clans account; its API token is checked in the background',
    body: cocVerificationPayloadSchema,
    response: accountAnswer,
    status: 202,
  }),
  // A multipart form: bgmiVerificationSchema's fields and the `video`, read by the api.
  verifyBgmi: route({
    method: 'post',
    path: '/game-accounts/bgmi',
    access: 'user',
    summary: 'Claims a BGMI account with a video for organisers to review (multipart form)',
    response: accountAnswer,
    status: 202,
  }),
  // A multipart form: contestClaimSchema's fields and the `video`, read by the api.
  contest: route({
    method: 'post',
    path: '/game-accounts/bgmi/contests',
    access: 'user',
    summary: 'The owner of a BGMI id someone else claimed sends their own video (multipart form)',
    response: myContestSchema,
    status: 201,
  }),
  myContests: route({
    method: 'get',
    path: '/game-accounts/contests',
    access: 'user',
    summary: "The caller's contests of claimed accounts, newest first",
    response: z.object({ contests: z.array(myContestSchema) }),
  }),
  pendingVerifications: route({
    method: 'get',
    path: '/organiser/verifications',
    access: 'user',
    summary: "The BGMI verifications the caller may review as an organiser of the players' tournaments",
    response: z.object({ verifications: z.array(verificationReviewSchema) }),
  }),
  approveVerification: route({
    method: 'post',
    path: '/organiser/verifications/:id/approve',
    access: 'user',
    summary: 'Approves a BGMI verification for the tournament named',
    body: approveVerificationSchema,
    response: verificationReviewSchema,
  }),
  rejectVerification: route({
    method: 'post',
    path: '/organiser/verifications/:id/reject',
    access: 'user',
    summary: 'Rejects a BGMI verification, with the reason the player sees',
    body: rejectVerificationSchema,
    response: verificationReviewSchema,
  }),
};
