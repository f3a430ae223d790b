import type { HttpClient } from './http-client.ts';
import { pngBytes } from './images.ts';
import { expectAnswer } from './story-answers.ts';

/** What POST /api/createEvent takes: the first screen of the organiser's wizard. */
export interface EventBasics {
  eventName: string;
  seasonNumber: number;
  gameId: string;
  serverId: string;
  publishDate: string;
}

/** The Basic step's own fields; images stay empty (`publishThroughApi` uploads the poster). */
export interface EventDetails {
  format: number;
  prizePool: string;
  eventDescription: string;
  /** Substitutes per team (0-2); left out, the tournament keeps the rulebook's 2. */
  substitutes?: number;
}

/** The later steps, in the shapes the dashboard sends them. */
export interface EventPlan {
  phases: unknown[];
  calendar?: unknown[];
  registration?: unknown[];
}

/** Creates a draft as the dashboard does (answered 201); answers its id. */
export async function createEventThroughApi(client: HttpClient, basics: EventBasics): Promise<string> {
  const created = await expectAnswer(client.post('/api/createEvent', basics), 201);
  return created.id;
}

/** Saves the Basic step of a draft made from `basics`, answered 200, with a real PNG poster if asked. */
export async function saveBasicInfoThroughApi(
  client: HttpClient,
  tournamentId: string,
  info: EventBasics & EventDetails,
  { withPoster = false } = {},
): Promise<void> {
  const form = new FormData();
  form.append(
    'tournamentData',
    JSON.stringify({ ...info, eventPoster: null, eventHeader: null, eventLogo: null }),
  );
  if (withPoster) form.append('eventPoster', new Blob([pngBytes() as Uint8Array<ArrayBuffer>]), 'poster.png');
  await expectAnswer(client.send('PUT', `/api/updateEvent/basicInfo/${tournamentId}`, { body: form }), 200);
}

/**
 * Every step of the wizard but Publish, each answered 200: create, Basic, roadmap, then the calendar
 * and the registration windows when given. Answers the draft's id.
 */
export async function draftEventThroughApi(
  client: HttpClient,
  info: EventBasics & EventDetails,
  plan: EventPlan,
): Promise<string> {
  const { format, prizePool, eventDescription, ...basics } = info;
  const tournamentId = await createEventThroughApi(client, basics);
  await saveBasicInfoThroughApi(client, tournamentId, info);
  await expectAnswer(client.put(`/api/updateEvent/roadmap/${tournamentId}`, { phases: plan.phases }), 200);
  if (plan.calendar) {
    await expectAnswer(
      client.put(`/api/updateEvent/calendar/${tournamentId}`, { calendar: plan.calendar }),
      200,
    );
  }
  if (plan.registration) {
    await expectAnswer(
      client.put(`/api/updateEvent/registration/${tournamentId}`, { registration: plan.registration }),
      200,
    );
  }
  return tournamentId;
}

/** A one-phase event: a final of the given teams, its one round and one registration window. */
function finalPlan(
  teams: { invitedTeams: number; participatingTeams: number },
  round: { startDate: string; endDate: string; startTime: string; endTime: string },
  registration: { startDate: string; endDate: string; startTime: string; endTime: string },
  phaseName = 'Final',
): EventPlan {
  return {
    phases: [{ name: phaseName, format: 'Single Elimination', ...teams, isFinal: true }],
    calendar: [{ phaseName, rounds: [{ roundKey: 'r-1', roundName: 'Final', ...round }] }],
    registration: [registration],
  };
}

/**
 * The smallest event: one final between two invited teams, played over the `final` days, with one
 * registration window (opening at 10:00, closing at 10:00 unless told).
 */
export function invitedFinalPlan(
  final: { startDate: string; endDate: string },
  registration: { startDate: string; endDate: string; endTime?: string },
  phaseName = 'Final',
): EventPlan {
  return finalPlan(
    { invitedTeams: 2, participatingTeams: 0 },
    { ...final, startTime: '00:00', endTime: '23:59' },
    { startTime: '10:00', endTime: '10:00', ...registration },
    phaseName,
  );
}

/**
 * One final of `places` registered teams on day 5 (09:00 to 23:00), registration open from day 0 10:00
 * to day 4 10:00; `dayOf` names the days (a story calendar's).
 */
export function registeredFinalPlan(places: number, dayOf: (day: number) => string): EventPlan {
  return finalPlan(
    { invitedTeams: 0, participatingTeams: places },
    { startDate: dayOf(5), endDate: dayOf(5), startTime: '09:00', endTime: '23:00' },
    { startDate: dayOf(0), startTime: '10:00', endDate: dayOf(4), endTime: '10:00' },
  );
}
