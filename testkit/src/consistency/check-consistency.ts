import type {
  EventDetail,
  EventMatchDetail,
  EventMatchesPage,
  EventPointsTables,
  PointsRowView,
} from '@galaxia/core';
import { sitePaths } from '@galaxia/core';
import {
  type DatabaseTruth,
  readDatabaseTruth,
  type TruthMatch,
  type TruthPlacing,
  type TruthPointsRow,
} from './database-truth.ts';
import { compareDiscordPosts } from './discord-posts.ts';
import type { LiveRecorder } from './live-recorder.ts';
import { flatText, htmlText, inOrder, scoreLine } from './page-text.ts';

/** One figure a public view shows differently from the database: where, which, and both values. */
export interface Mismatch {
  view: string;
  field: string;
  expected: string;
  actual: string;
}

export interface ConsistencyOptions {
  baseUrl: string;
  databaseUrl: string;
  tournamentId: string;
  /**
   * A page as a browser shows it once hydrated (e.g. Chromium's `document.body.innerText` after load).
   * Without it the hydrated pages and the overlays (browser-only) are not checked.
   */
  hydratedText?: (path: string) => Promise<string>;
  /** The live stream as a page open throughout heard it (recordLiveUpdates). */
  live?: LiveRecorder;
  /**
   * Every message the bot and the workers posted to (fake) Discord, in posting order: the fake's
   * `{ channelId, body }` records or bare bodies. See `compareDiscordPosts` for what each must say.
   */
  discordPosts?: readonly unknown[];
}

export interface ConsistencyReport {
  truth: DatabaseTruth;
  mismatches: Mismatch[];
  /** How many figures were compared: a check that compared nothing proves nothing. */
  compared: number;
}

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? null));

/**
 * Reads the tournament's results from the database and compares every public view with them: the JSON
 * reads, the server-rendered pages, the hydrated pages and overlays, the live stream's last state and the
 * Discord posts. Answers every mismatch with the view and the field; an empty list is a consistent site.
 */
export async function checkConsistency(options: ConsistencyOptions): Promise<ConsistencyReport> {
  const { baseUrl, tournamentId: id } = options;
  const truth = await readDatabaseTruth(options.databaseUrl, id);
  const mismatches: Mismatch[] = [];
  let compared = 0;
  const same = (view: string, field: string, expected: unknown, actual: unknown) => {
    compared += 1;
    if (show(expected) !== show(actual))
      mismatches.push({ view, field, expected: show(expected), actual: show(actual) });
  };
  const json = async <T>(path: string): Promise<T | null> => {
    const response = await fetch(`${baseUrl}${path}`);
    if (!response.ok) {
      mismatches.push({
        view: `GET ${path}`,
        field: 'status',
        expected: '200',
        actual: String(response.status),
      });
      return null;
    }
    return (await response.json()) as T;
  };
  /** The page's text: server-rendered, and hydrated when a browser is given. */
  const pageTexts = async (path: string, browserOnly = false) => {
    const texts: { view: string; text: string }[] = [];
    if (!browserOnly) {
      const response = await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } });
      if (response.status >= 400)
        mismatches.push({
          view: `HTML ${path}`,
          field: 'status',
          expected: '200',
          actual: String(response.status),
        });
      else texts.push({ view: `HTML ${path}`, text: htmlText(await response.text()) });
    }
    if (options.hydratedText)
      texts.push({ view: `page ${path}`, text: flatText(await options.hydratedText(path)) });
    return texts;
  };
  const shows = (view: { view: string; text: string }, field: string, pattern: RegExp, expected: string) => {
    compared += 1;
    if (!pattern.test(view.text)) {
      const near = view.text.slice(0, 160);
      mismatches.push({ view: view.view, field, expected, actual: `not shown (page reads "${near}…")` });
    }
  };

  // Champion and final placings.
  const event = await json<EventDetail>(`/api/events/${id}`);
  if (event) {
    for (const placing of truth.placings) {
      const shown = event.placings.find((p) => p.place === placing.place && p.team.id === placing.team.id);
      same(
        `GET /api/events/${id}`,
        `placings[place ${placing.place}].team`,
        placing.team.name,
        shown?.team.name,
      );
      if (placing.points !== null)
        same(`GET /api/events/${id}`, `placings[${placing.team.name}].points`, placing.points, shown?.points);
    }
    if (!truth.finished) same(`GET /api/events/${id}`, 'placings', [], event.placings);
  }
  for (const view of await pageTexts(sitePaths.event(id))) {
    for (const placing of truth.placings) {
      if (placing.place === 1)
        shows(view, 'champion', inOrder('Champion', placing.team.name), `Champion ${placing.team.name}`);
      else if (placing.points !== null)
        shows(
          view,
          `placing ${placing.place}`,
          inOrder(placing.team.name, `${placing.points} pts`),
          `${placing.team.name} ${placing.points} pts`,
        );
      else shows(view, `placing ${placing.place}`, inOrder(placing.team.name), placing.team.name);
    }
  }
  // Matches: each one's JSON, its page, the list, the live stream's last frame.
  const played = truth.matches.filter((match) => match.scoreA !== null && match.scoreB !== null);
  const listed: EventMatchesPage['items'] = [];
  for (let page = 1; ; page++) {
    const list = await json<EventMatchesPage>(`/api/events/${id}/matches?pageSize=50&page=${page}`);
    listed.push(...(list?.items ?? []));
    if (!list || listed.length >= list.total || list.items.length === 0) break;
  }
  for (const match of truth.matches) {
    const row = listed.find((item) => item.id === match.id);
    if (!row && match.teamA && match.teamB)
      same(`GET /api/events/${id}/matches`, `${match.displayId}`, 'listed', 'missing');
    if (row) compareMatch(`GET /api/events/${id}/matches [${match.displayId}]`, match, row, same);
  }
  for (const match of played) {
    const detail = await json<EventMatchDetail>(`/api/events/${id}/matches/${match.displayId}`);
    if (detail) {
      compareMatch(`GET /api/events/${id}/matches/${match.displayId}`, match, detail, same);
      same(
        `GET /api/events/${id}/matches/${match.displayId}`,
        'games',
        match.games,
        detail.games?.map(({ scoreA, scoreB }) => ({ scoreA, scoreB })) ?? null,
      );
    }
    for (const view of await pageTexts(sitePaths.eventMatch(id, match.displayId)))
      matchShown(view, match, shows);
    const live = options.live?.lastMatch(match.id);
    if (live) compareMatch(`live stream [${match.displayId}]`, match, live, same);
  }
  const final = played.at(-1);
  if (final && options.hydratedText) {
    for (const view of await pageTexts(sitePaths.overlayMatch(id, final.displayId), true))
      matchShown(view, final, shows);
  }

  // Battle royale: every lobby's and phase's points table.
  if (truth.lobbyPhases.length > 0) {
    const tables = await json<EventPointsTables>(`/api/events/${id}/points-tables`);
    for (const phase of truth.lobbyPhases) {
      const shown = tables?.phases.find((p) => p.phaseName === phase.name);
      const where = `GET /api/events/${id}/points-tables [${phase.name}]`;
      comparePoints(`${where} overall`, phase.overall, shown?.overall ?? [], same);
      for (const lobby of phase.lobbies) {
        comparePoints(
          `${where} ${lobby.name}`,
          lobby.standings,
          shown?.lobbies.find((l) => l.id === lobby.id)?.standings ?? [],
          same,
        );
        for (const view of await pageTexts(sitePaths.eventLobby(id, lobby.id)))
          for (const row of lobby.standings) pointsShown(view, `${lobby.name} ${row.team.name}`, row, shows);
      }
    }
    const last = truth.lobbyPhases.at(-1);
    if (last && options.hydratedText) {
      for (const view of await pageTexts(sitePaths.overlayStandings(id), true)) {
        // Once the title is decided the overlay trades the table for the podium: the top eight and their points.
        if (truth.champion)
          for (const placing of truth.placings.slice(0, 8)) podiumShown(view, placing, shows);
        else for (const row of last.overall) pointsShown(view, `overall ${row.team.name}`, row, shows);
      }
    }
  }

  // Discord: every result, phase start, thread card and the completion post against the database.
  if (options.discordPosts) compareDiscordPosts(truth, options.discordPosts, same);
  return { truth, mismatches, compared };
}

type Same = (view: string, field: string, expected: unknown, actual: unknown) => void;
type Shows = (view: { view: string; text: string }, field: string, pattern: RegExp, expected: string) => void;

function compareMatch(
  view: string,
  match: TruthMatch,
  shown: {
    teamA: { name: string } | null;
    teamB: { name: string } | null;
    scoreA: number | null;
    scoreB: number | null;
    status: string;
    winner?: 'A' | 'B' | null;
  },
  same: Same,
) {
  same(view, 'teamA', match.teamA?.name ?? null, shown.teamA?.name ?? null);
  same(view, 'teamB', match.teamB?.name ?? null, shown.teamB?.name ?? null);
  same(view, 'scoreA', match.scoreA, shown.scoreA);
  same(view, 'scoreB', match.scoreB, shown.scoreB);
  same(view, 'status', match.status, shown.status);
  if (shown.winner !== undefined) same(view, 'winner', match.winner, shown.winner);
}

function matchShown(view: { view: string; text: string }, match: TruthMatch, shows: Shows) {
  if (match.scoreA === null || match.scoreB === null) return;
  for (const team of [match.teamA, match.teamB])
    if (team) shows(view, `${match.displayId} team`, inOrder(team.name), team.name);
  shows(
    view,
    `${match.displayId} score`,
    scoreLine(match.scoreA, match.scoreB),
    `${match.scoreA} : ${match.scoreB}`,
  );
}

function comparePoints(view: string, truth: TruthPointsRow[], shown: PointsRowView[], same: Same) {
  same(view, 'rows', truth.length, shown.length);
  for (const row of truth) {
    const at = shown.find((candidate) => candidate.rank === row.rank);
    const field = `rank ${row.rank}`;
    same(view, `${field} team`, row.team.name, at?.team.name);
    same(view, `${field} matches`, row.matches, at?.matches);
    same(view, `${field} wwcd`, row.wwcd, at?.wwcd);
    same(view, `${field} kills`, row.kills, at?.kills);
    same(view, `${field} total`, row.total, at?.total);
  }
}

function podiumShown(view: { view: string; text: string }, placing: TruthPlacing, shows: Shows) {
  const points = placing.points === null ? [] : [`${placing.points} pts`];
  shows(
    view,
    `podium ${placing.place}`,
    inOrder(placing.team.name, ...points),
    [placing.team.name, ...points].join(' … '),
  );
}

function pointsShown(view: { view: string; text: string }, field: string, row: TruthPointsRow, shows: Shows) {
  shows(
    view,
    field,
    inOrder(row.team.name, row.wwcd, row.total),
    `${row.team.name} … ${row.wwcd} WWCD … ${row.total} pts`,
  );
}
