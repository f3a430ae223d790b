import {
  competitionMatchSchema,
  reportResultPayloadSchema,
  resolveResultPayloadSchema,
} from '../competition.ts';
import { claimStreamPayloadSchema, disputeScorePayloadSchema, proposeTimePayloadSchema } from '../matches.ts';
import { ofMatch, route } from './route-contract.ts';

/**
 * A duel match's time, result and stream, moved by its captains, its organisers and its streamers.
 * Each answers the match as it now stands.
 */
export const matchRoutes = {
  propose: route({
    method: 'post',
    path: '/matches/:id/propose',
    access: 'user',
    summary: "A captain proposes a time for the match; the other side's captain accepts it",
    body: proposeTimePayloadSchema,
    response: competitionMatchSchema,
    cache: ofMatch,
  }),
  accept: route({
    method: 'post',
    path: '/matches/:id/accept',
    access: 'user',
    summary: "The other side's captain accepts the proposed time",
    response: competitionMatchSchema,
    cache: ofMatch,
  }),
  setTime: route({
    method: 'post',
    path: '/matches/:id/set-time',
    access: 'organiser',
    summary: "The organiser sets the match's time",
    body: proposeTimePayloadSchema,
    response: competitionMatchSchema,
    cache: ofMatch,
  }),
  report: route({
    method: 'post',
    path: '/matches/:id/report',
    access: 'user',
    summary: 'A captain reports the score; the other side confirms or disputes it',
    body: reportResultPayloadSchema,
    response: competitionMatchSchema,
    cache: ofMatch,
  }),
  confirm: route({
    method: 'post',
    path: '/matches/:id/confirm',
    access: 'user',
    summary: 'The other side confirms the reported score; the winner moves on',
    response: competitionMatchSchema,
    cache: ofMatch,
  }),
  dispute: route({
    method: 'post',
    path: '/matches/:id/dispute',
    access: 'user',
    summary: 'The other side disputes the reported score, with their own and why',
    body: disputeScorePayloadSchema,
    response: competitionMatchSchema,
    cache: ofMatch,
  }),
  resolve: route({
    method: 'post',
    path: '/matches/:id/resolve',
    access: 'organiser',
    summary: 'The organiser decides a disputed result',
    body: resolveResultPayloadSchema,
    response: competitionMatchSchema,
    cache: ofMatch,
  }),
  claimStream: route({
    method: 'post',
    path: '/matches/:id/claim',
    access: 'user',
    summary: 'A streamer of the tournament claims the match to cast (platform and watch link)',
    body: claimStreamPayloadSchema,
    response: competitionMatchSchema,
    status: 201,
    cache: ofMatch,
  }),
  releaseStream: route({
    method: 'delete',
    path: '/matches/:id/claim',
    access: 'user',
    summary: "The streamer gives up the match's stream",
    response: competitionMatchSchema,
    cache: ofMatch,
  }),
  // The caster's own moves on a match they claimed: the match card's stream state changes for everyone.
  goLive: route({
    method: 'post',
    path: '/matches/:id/stream/live',
    access: 'user',
    summary: "The caster marks the match's stream live (a pre-show before the scheduled time, say)",
    response: competitionMatchSchema,
    cache: ofMatch,
  }),
  lockStream: route({
    method: 'post',
    path: '/matches/:id/stream/lock',
    access: 'user',
    summary: "The caster holds the match while it is on stream: the teams' reports wait until it is unlocked",
    response: competitionMatchSchema,
    cache: ofMatch,
  }),
  unlockStream: route({
    method: 'delete',
    path: '/matches/:id/stream/lock',
    access: 'user',
    summary: 'The caster, or an organiser overriding a forgotten lock, lets the teams report again',
    response: competitionMatchSchema,
    cache: ofMatch,
  }),
};
