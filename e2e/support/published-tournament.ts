import { openOrm, Tournament } from '@galaxia/core/server';
import type { Page } from 'playwright-core';
import { call } from './page-call.ts';

const GALAXIA_SERVER = '1075839201746382910';

/** IST calendar date, `days` from today. */
const istDate = (days = 0) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/** Setup, not under test (the organiser journey proves creating one): a draft season 1 on the demo server. */
export async function draftTournament(
  organiser: Page,
  event: { name: string; gameId: string },
): Promise<string> {
  const { id } = await call<{ id: string }>(organiser, 'POST', '/api/createEvent', {
    eventName: event.name,
    seasonNumber: 1,
    gameId: event.gameId,
    serverId: GALAXIA_SERVER,
    publishDate: istDate(),
  });
  return id;
}

export type Phase = { name: string; format: string; invitedTeams: number; participatingTeams: number };

/**
 * Setup, not under test (the organiser journeys prove these screens): a published tournament on the
 * demo server, its calendar around today and the registration window given, made through the API as
 * the dashboard would, then published directly in the database.
 */
export async function publishedTournament(
  organiser: Page,
  databaseUrl: string,
  event: { name: string; gameId: string; format: number; phase: Phase; registration: [number, number] },
): Promise<string> {
  const id = await draftTournament(organiser, event);
  await organiser.evaluate(
    async ([tournamentId, format]) => {
      const form = new FormData();
      const info = await (await fetch(`/api/getEvent/basicInfo/${tournamentId}`)).json();
      form.set(
        'tournamentData',
        JSON.stringify({ ...info, format, prizePool: '₹10,000', requiresVerification: false }),
      );
      const response = await fetch(`/api/updateEvent/basicInfo/${tournamentId}`, {
        method: 'PUT',
        body: form,
      });
      if (!response.ok) throw new Error(`basic info ${response.status}`);
    },
    [id, event.format] as const,
  );
  await call(organiser, 'PUT', `/api/updateEvent/roadmap/${id}`, {
    phases: [{ ...event.phase, qualifiedTeams: [], qualifyingTeams: [], isFinal: true }],
  });
  const [opens, closes] = event.registration;
  await call(organiser, 'PUT', `/api/updateEvent/registration/${id}`, {
    registration: [
      { startDate: istDate(opens), endDate: istDate(closes), startTime: '00:00', endTime: '12:00' },
    ],
  });
  const planned = await call<{ calendar: { phaseName: string; rounds: object[] }[] }>(
    organiser,
    'GET',
    `/api/getEvent/calendar/${id}`,
  );
  const first = Math.max(closes + 1, -1);
  await call(organiser, 'PUT', `/api/updateEvent/calendar/${id}`, {
    calendar: planned.calendar.map((phase) => ({
      ...phase,
      rounds: phase.rounds.map((round) => ({
        ...round,
        startDate: istDate(first),
        endDate: istDate(first + 2),
        startTime: '00:00',
        endTime: '23:59',
      })),
    })),
  });
  const orm = await openOrm(databaseUrl);
  try {
    await orm.em.fork().nativeUpdate(Tournament, { id }, { lifecycle: 'published', publishedAt: new Date() });
  } finally {
    await orm.close();
  }
  return id;
}
