// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the test quotes source code, template literals included
import { routeContractList } from '@galaxia/core';
import { describe, expect, it } from 'vitest';
import { handTypedEndpointUrls, handTypedPaths } from './endpoint-urls.ts';
import { galaxiaModules } from './galaxia-modules.ts';

const BR = 'dashboard/src/features/event/battle-royale/battle-royale-api.ts';
const ORGANISER_EVENT = 'dashboard/src/features/organiser/api/event-api.ts';
const COMMUNITY = 'dashboard/src/features/organiser/community/community-settings-api.ts';
const CONSOLE = 'dashboard/src/features/organiser/console/console-api.ts';
const MEMBERS = 'dashboard/src/features/organiser/console/server-member-api.ts';
const DISCORD = 'dashboard/src/features/organiser/discord/discord-settings-api.ts';
const GRAPHICS = 'dashboard/src/features/organiser/graphics/graphics-api.ts';

/**
 * The dashboard's endpoints whose routes are not in core's route table yet (NOT_YET_IN_TABLE of
 * api/src/routes/route-table.integration.test.ts): the only ones left writing their address by hand,
 * each literal with the routes it reaches. When a route joins the table, its endpoint moves to
 * `tableEndpoints` (dashboard/src/app/table-endpoints.ts) and its line here goes.
 */
const NOT_YET_IN_TABLE: Record<string, Record<string, string[]>> = {
  [BR]: {
    '`/events/${encodeURIComponent(eventId)}/points-tables`': ['GET /events/:id/points-tables'],
    '`/lobbies/${encodeURIComponent(lobbyId)}?event=${encodeURIComponent(eventId)}`': ['GET /lobbies/:id'],
    '`/lobby-matches/${lobbyMatchId}/${action}`': [
      'PUT /lobby-matches/:id/room',
      'POST /lobby-matches/:id/flag',
      'POST /lobby-matches/:id/settle',
    ],
    '`/lobby-matches/${lobbyMatchId}/results`': ['POST /lobby-matches/:id/results'],
    '`/organiser/tournaments/${tournamentId}/phases/${phaseIndex}/points-table`': [
      'PUT /organiser/tournaments/:id/phases/:phaseIndex/points-table',
    ],
  },
  'dashboard/src/features/event/match-actions-api.ts': {
    '`/matches/${encodeURIComponent(matchId)}/${action}`': [
      'POST /matches/:id/stream/live',
      'POST /matches/:id/stream/lock',
      'DELETE /matches/:id/stream/lock',
    ],
  },
  'dashboard/src/features/organiser/stream-tools/stream-tools-api.ts': {
    "`/matches/${matchId}/stream/${move === 'live' ? 'live' : 'lock'}`": [
      'POST /matches/:id/stream/live',
      'POST /matches/:id/stream/lock',
      'DELETE /matches/:id/stream/lock',
    ],
  },
  [ORGANISER_EVENT]: {
    "'/createEvent'": ['POST /createEvent'],
    '`/getEvent/${step}/${id}`': ['GET /getEvent/registration/:id', 'GET /getEvent/calendar/:id'],
    '`/updateEvent/${step}/${id}`': ['PUT /updateEvent/registration/:id', 'PUT /updateEvent/calendar/:id'],
    '`/getEvent/basicInfo/${id}`': ['GET /getEvent/basicInfo/:id'],
    '`/updateEvent/basicInfo/${id}`': ['PUT /updateEvent/basicInfo/:id'],
    '`/getEvent/roadmap/${id}`': ['GET /getEvent/roadmap/:id'],
    '`/updateEvent/roadmap/${id}`': ['PUT /updateEvent/roadmap/:id'],
    '`/updateEvent/roadmap/${id}/draft`': [
      'PUT /updateEvent/roadmap/:id/draft',
      'DELETE /updateEvent/roadmap/:id/draft',
    ],
  },
  [COMMUNITY]: {
    '`/organiser/servers/${guildId}/circuit`': ['PUT /organiser/servers/:guildId/circuit'],
    '`/organiser/servers/${guildId}/staff`': [
      'GET /organiser/servers/:guildId/staff',
      'POST /organiser/servers/:guildId/staff',
    ],
    '`/organiser/servers/${guildId}/staff/${userId}/${role}`': [
      'DELETE /organiser/servers/:guildId/staff/:userId/:role',
    ],
    '`/organiser/servers/${guildId}/community/${kind}`': ['POST /organiser/servers/:guildId/community/:kind'],
  },
  [CONSOLE]: {
    '`/organiser/tournaments/${id}/results-admins`': ['GET /organiser/tournaments/:id/results-admins'],
    '`/organiser/tournaments/${tournamentId}/results-admins`': [
      'POST /organiser/tournaments/:id/results-admins',
    ],
    '`/organiser/tournaments/${tournamentId}/results-admins/${userId}`': [
      'DELETE /organiser/tournaments/:id/results-admins/:userId',
    ],
  },
  [MEMBERS]: {
    '`/organiser/tournaments/${tournamentId}/member-search?q=${encodeURIComponent(query)}`': [
      'GET /organiser/tournaments/:id/member-search',
    ],
    '`/organiser/tournaments/${tournamentId}/streamers/discord`': [
      'POST /organiser/tournaments/:id/streamers/discord',
    ],
  },
  [DISCORD]: {
    '`/organiser/servers/${guildId}/discord`': [
      'GET /organiser/servers/:guildId/discord',
      'PUT /organiser/servers/:guildId/discord',
    ],
  },
  [GRAPHICS]: {
    '`/tournaments/${id}/graphics/${section}`': [
      'GET /tournaments/:id/graphics/:section',
      'PUT /tournaments/:id/graphics/:section',
    ],
    '`/tournaments/${id}/graphics/images`': ['POST /tournaments/:id/graphics/images'],
    '`/tournaments/${id}/graphics/${section}/apply`': ['POST /tournaments/:id/graphics/:section/apply'],
  },
  'dashboard/src/features/organiser/tournaments/next-season-api.ts': {
    '`/organiser/tournaments/${id}/next-season`': ['POST /organiser/tournaments/:id/next-season'],
  },
};

const allowed = Object.entries(NOT_YET_IN_TABLE).flatMap(([file, literals]) =>
  Object.entries(literals).map(([literal, routes]) => ({ file, literal, routes })),
);
const named = ({ file, literal }: { file: string; literal: string }) => `${file}: ${literal}`;

describe("the dashboard's endpoints take their address from the route table", () => {
  const found = [...new Set(handTypedEndpointUrls(galaxiaModules.root, 'dashboard/src').map(named))];

  it('finds a path written by hand, in a string or a template, and not in comments', () => {
    const source = [
      '// GET /events/:id answers `/events/${id}`',
      "const a = build.query({ query: () => '/events/mine' });",
      'const b = build.query({ query: (id) => `/events/${id}/teams` });',
      "const c = table.query('events.detail', (id) => ({ params: { id } }));",
    ].join('\n');
    expect(handTypedPaths(source)).toEqual(["'/events/mine'", '`/events/${id}/teams`']);
  });

  it('leaves no endpoint writing its address by hand, except for the routes not in the table yet', () => {
    const expected = new Set(allowed.map(named));
    expect(found.filter((url) => !expected.has(url))).toEqual([]);
  });

  it('lists no hand-written address that is gone', () => {
    const present = new Set(found);
    expect(allowed.map(named).filter((url) => !present.has(url))).toEqual([]);
  });

  it('allows a hand-written address only while its routes are outside the table', () => {
    const table = new Set(
      routeContractList().map(({ contract }) => `${contract.method.toUpperCase()} ${contract.path}`),
    );
    const joined = allowed.flatMap(({ file, literal, routes }) =>
      routes.filter((route) => table.has(route)).map((route) => `${route} (${file}: ${literal})`),
    );
    // Each one is in the table now: declare its endpoint with tableEndpoints and delete its line above.
    expect(joined).toEqual([]);
  });
});
