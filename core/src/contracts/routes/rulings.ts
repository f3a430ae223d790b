import { competitionMatchSchema } from '../competition.ts';
import {
  correctPayloadSchema,
  disqualifyPayloadSchema,
  forfeitPayloadSchema,
  reopenPayloadSchema,
  rulingLogSchema,
  settlePayloadSchema,
} from '../rulings.ts';
import { ofMatch, route } from './route-contract.ts';

/**
 * The organiser's rulings on matches and teams, each with a reason the ruling log keeps. A ruling on a
 * match answers the match as it now stands.
 */
export const rulingRoutes = {
  settle: route({
    method: 'post',
    path: '/matches/:id/rulings/settle',
    access: 'organiser',
    summary: 'Settles a result the other team never confirmed; the winner moves on',
    body: settlePayloadSchema,
    response: competitionMatchSchema,
    cache: ofMatch,
  }),
  correct: route({
    method: 'post',
    path: '/matches/:id/rulings/correct',
    access: 'organiser',
    summary: "Corrects a played match's result, sending back what it decided",
    body: correctPayloadSchema,
    response: competitionMatchSchema,
    cache: ofMatch,
  }),
  forfeit: route({
    method: 'post',
    path: '/matches/:id/rulings/forfeit',
    access: 'organiser',
    summary: 'Rules a forfeit for one team or both',
    body: forfeitPayloadSchema,
    response: competitionMatchSchema,
    cache: ofMatch,
  }),
  reopen: route({
    method: 'post',
    path: '/matches/:id/rulings/reopen',
    access: 'organiser',
    summary: 'Opens a decided match to be played or reported again',
    body: reopenPayloadSchema,
    response: competitionMatchSchema,
    cache: ofMatch,
  }),
  disqualify: route({
    method: 'post',
    path: '/organiser/tournaments/:id/disqualifications',
    access: 'organiser',
    summary: 'Disqualifies a team: its open matches are forfeited; answers the ruling log',
    body: disqualifyPayloadSchema,
    response: rulingLogSchema,
    status: 201,
    cache: { invalidates: { tournament: 'id' } },
  }),
  log: route({
    method: 'get',
    path: '/organiser/tournaments/:id/rulings',
    access: 'organiser',
    summary: "The tournament's ruling log, newest first: who decided what, when and why",
    response: rulingLogSchema,
  }),
};
