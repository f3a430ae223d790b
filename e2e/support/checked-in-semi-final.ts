import type { Page } from 'playwright-core';
import { type FreshApp, setServerNow } from './fresh-app.ts';
import { call } from './page-call.ts';
import { publishedTournament } from './published-tournament.ts';

const SEMI_FINALISTS = ['Mumbai Mavericks', 'Hyderabad Hawks', 'Delhi Dragons', 'Bengaluru Blaze'];

/**
 * Setup, not under test (the keyboard journey proves these steps): a published BGMI showdown of four
 * invited squads, started with seeds 1 v 4 and 2 v 3, so Mumbai (Kabir) meets Hyderabad (Ananya) in the
 * first semi-final (`sf-1`). Delhi and Bengaluru have no captain in the demo world, so the organiser
 * enters squads he captains under those names. The organiser sets the semi-final a minute ahead, both
 * captains check in, and the server's clock moves past the start so a score can be reported. The three
 * pages are signed in already.
 */
export async function checkedInSemiFinal(
  app: FreshApp,
  pages: { organiser: Page; kabir: Page; ananya: Page },
  name: string,
): Promise<string> {
  const { organiser, kabir, ananya } = pages;
  const eventId = await publishedTournament(organiser, app.databaseUrl, {
    name,
    gameId: 'bgmi',
    format: 4,
    phase: { name: 'Showdown', format: 'Single Elimination', invitedTeams: 4, participatingTeams: 0 },
    registration: [-3, -2],
  });
  const masters = (
    await call<{ items: { id: string; title: string }[] }>(organiser, 'GET', '/api/events?games=bgmi')
  ).items.find((event) => event.title.startsWith('BGMI Masters'));
  const seeded = await call<{ items: { id: string; name: string }[] }>(
    organiser,
    'GET',
    `/api/events/${masters?.id}/teams?pageSize=50`,
  );
  const ids = new Map<string, string>();
  for (const team of SEMI_FINALISTS) {
    const own = SEMI_FINALISTS.indexOf(team) >= 2;
    const teamId = own
      ? await organiser.evaluate(async (teamName) => {
          const form = new FormData();
          form.append('name', teamName);
          form.append('gameId', 'bgmi');
          return (
            (await (await fetch('/api/teams', { method: 'POST', body: form })).json()) as { id: string }
          ).id;
        }, team)
      : (seeded.items.find((seededTeam) => seededTeam.name === team)?.id ?? '');
    ids.set(team, teamId);
    const invitation = await call<{ id: string }>(
      organiser,
      'POST',
      `/api/organiser/tournaments/${eventId}/invitations`,
      { teamId },
    );
    const captain = team === 'Mumbai Mavericks' ? kabir : team === 'Hyderabad Hawks' ? ananya : organiser;
    await call(captain, 'POST', `/api/tournament-invitations/${invitation.id}/accept`);
  }
  await call(organiser, 'POST', `/api/organiser/tournaments/${eventId}/phases/0/start`, {
    seeding: 'manual',
    order: ['Mumbai Mavericks', 'Delhi Dragons', 'Bengaluru Blaze', 'Hyderabad Hawks'].map((team) =>
      ids.get(team),
    ),
  });
  const semi = await call<{ id: string }>(kabir, 'GET', `/api/events/${eventId}/matches/sf-1`);
  await setServerNow(app.baseUrl, new Date(Date.now() - 10 * 60_000));
  const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  await call(organiser, 'POST', `/api/matches/${semi.id}/set-time`, { time: at.toISOString() });
  await call(kabir, 'POST', `/api/matches/${semi.id}/check-in`);
  await call(ananya, 'POST', `/api/matches/${semi.id}/check-in`);
  await setServerNow(app.baseUrl, new Date(at.getTime() + 60_000));
  return eventId;
}
