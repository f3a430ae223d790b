import { randomUUID } from 'node:crypto';
import { Team, TeamMember } from '@galaxia/core/server';
import { singleEliminationSemiFinalsPending } from '@galaxia/testkit';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUser, signedIn } from '../test-support/actors.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { useFakeDiscordBot, useTestApp } from '../test-support/suite-app.ts';
import type { RegisteredRoute } from './define-route.ts';

/**
 * Whatever a request carries, the answer is never a 5xx: text PostgreSQL cannot store (NUL, half a
 * surrogate pair), dates in year 0 or 9999, numbers past any column, ids that are not UUIDs, and a
 * multipart body without its boundary all get a 4xx with a message. The routes come from the live route
 * table; each write route (and each route with a query contract) gets bodies generated from its own
 * contract: a plausible body with one hostile value, or a wholly hostile one.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
};

/** Routes that would end the run's own session or remove what the rest of the run writes to. */
const SKIPPED = new Set(['POST /auth/logout', 'DELETE /organiser/tournaments/:id', 'PUT /test/clock']);

/** Text PostgreSQL refuses: NUL, and halves of surrogate pairs. */
const unstorableText = fc.oneof(
  fc.constantFrom('\u0000', 'Before\u0000after', '\ud800', 'Lone \udfff surrogate', '\udbff\udbff'),
  fc.string({ unit: 'binary', maxLength: 20 }).map((text) => `${text}\u0000`),
);
const badDate = fc.constantFrom(
  '0000-01-01T00:00:00Z',
  '0000-01-01',
  '9999-12-31T23:59:59.999Z',
  '-000001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
);
const oddText = fc.oneof(
  fc.constantFrom('not-a-uuid', '', ' ', '%00', '99999999999999999999', 'x'.repeat(10_000)),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const hugeNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, 2 ** 63, -(2 ** 31) - 1, 2 ** 31, 1.5, -1, 0),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: unstorableText },
  { weight: 2, arbitrary: badDate },
  { weight: 2, arbitrary: oddText },
  { weight: 2, arbitrary: hugeNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, [], {}, ['\u0000'], { nested: '\ud800' }) },
);

/** The contract as JSON Schema (its input side), or nothing when it cannot be drawn as one. */
function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | null {
  if (!schema) return null;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return null;
  }
}

interface KnownIds {
  tournament: string;
  match: string;
  team: string;
  teams: string[];
  users: string[];
  server: string;
}

/** A value the contract accepts, as far as its JSON Schema says: hostile values are then put in one at a time. */
function plausible(node: JsonSchema | undefined, ids: KnownIds): unknown {
  if (!node) return 'Plausible text';
  if (node.const !== undefined) return node.const;
  if (node.enum) return node.enum[0];
  const options = node.anyOf ?? node.oneOf;
  if (options) return plausible(options.find((option) => option.type !== 'null') ?? options[0], ids);
  if (node.allOf?.length) return plausible(node.allOf[0], ids);
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(node.properties ?? {}).map(([key, value]) => [key, plausible(value, ids)]),
      );
    case 'array':
      if (node.prefixItems) return node.prefixItems.map((item) => plausible(item, ids));
      return Array.from({ length: Math.max(1, node.minItems ?? 1) }, (_, i) =>
        node.items?.format === 'uuid' ? (ids.users[i] ?? randomUUID()) : plausible(node.items, ids),
      );
    case 'string': {
      if (node.format === 'uuid') return ids.team;
      if (node.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      if (node.format === 'date') return '2030-06-01';
      if (node.format === 'email') return 'fuzz@example.com';
      if (node.format === 'uri') return 'https://example.com/';
      const text = 'Plausible text';
      return text.padEnd(node.minLength ?? 0, 'x').slice(0, node.maxLength ?? text.length);
    }
    case 'integer':
    case 'number':
      return node.minimum ?? Math.min(1, node.maximum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'Plausible text';
  }
}

type Path = (string | number)[];

/** Every leaf of a JSON value, by its path. */
function leavesOf(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leavesOf(item, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  return [path];
}

function withLeaf(value: unknown, path: Path, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = withLeaf(copy[head!], rest, leaf);
  return copy;
}

/** A body (or query) for a contract: plausible with one hostile leaf, or hostile throughout. */
function hostileInput(schema: JsonSchema | null, ids: KnownIds): fc.Arbitrary<unknown> {
  const base = plausible(schema ?? { type: 'object', properties: {} }, ids);
  const leaves = leavesOf(base).filter((path) => path.length > 0);
  const generic = fc.dictionary(
    fc.constantFrom('name', 'reason', 'teamId', 'userId', 'scheduledTime', 'description', 'q', 'id'),
    hostileValue,
  );
  if (leaves.length === 0) return fc.oneof(fc.constant(base), generic);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...leaves), hostileValue)
        .map(([path, leaf]) => withLeaf(base, path, leaf)),
    },
    { weight: 1, arbitrary: generic },
  );
}

/** A path parameter: a real id where the path names something the run made, else a stranger's or a bad one. */
function paramArbitrary(route: RegisteredRoute, name: string, ids: KnownIds): fc.Arbitrary<string> {
  const real = (() => {
    if (name === 'guildId') return ids.server;
    if (name === 'teamId') return ids.teams[0]!;
    if (name === 'userId') return ids.users[0]!;
    if (name === 'phaseIndex') return '0';
    if (name !== 'id') return 'Plausible';
    if (route.path.startsWith('/matches/')) return ids.match;
    if (route.path.startsWith('/teams/')) return ids.team;
    if (/^\/(events|organiser\/tournaments|tournaments|updateEvent|getEvent)\//.test(route.path))
      return ids.tournament;
    return randomUUID();
  })();
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(real) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('not-a-uuid', 'a%00b', '%ED%A0%80', '99999999999999999999', randomUUID()),
    },
  );
}

const label = (route: RegisteredRoute) => `${route.method.toUpperCase()} ${route.path}`;

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const pairs = Object.entries(query).map(
    ([key, value]) =>
      `${encodeURIComponent(key)}=${percentEncode(typeof value === 'string' ? value : JSON.stringify(value))}`,
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** Like encodeURIComponent, but a lone surrogate is sent as the bytes a broken client would send. */
const percentEncode = (value: string) =>
  [...value]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');

describe('hostile input on every route', () => {
  // Discord answers (a fake): the routes that ask it are judged on their input, not on an unreachable bot.
  const bot = useFakeDiscordBot();
  const app = useTestApp(bot.env);
  let ids: KnownIds;
  let organiser: HttpClient;
  let stranger: HttpClient;

  beforeAll(async () => {
    const season = await singleEliminationSemiFinalsPending(app, { people: { isDemo: true } });
    const em = app.em();
    // The organiser also captains a team of their own, so team writes reach their text too.
    const team = em.create(Team, { name: 'Organiser Five', gameId: 'valorant' });
    em.create(TeamMember, { team, user: season.organiser.userId, role: 'captain', status: 'active' });
    await em.flush();
    ids = {
      tournament: season.tournamentId,
      match: season.matchIds.get('sf-1')!,
      team: team.id,
      teams: season.teams.map((entrant) => entrant.id),
      users: season.teams.flatMap((entrant) => entrant.players.map((player) => player.userId)),
      server: season.serverId,
    };
    organiser = await signedIn(app, { id: season.organiser.userId });
    stranger = await signedIn(app, await createUser(app, 'Stranger Danger'));
  });

  // Before the generated runs, which may leave or disband the organiser's team.
  it('answers the 5xx cases the audit found with a 4xx and a message', async () => {
    const cases: [string, string, unknown, string][] = [
      [
        'POST',
        '/api/contact',
        { name: 'A\u0000', email: 'a@example.com', subject: 'Hi', message: 'Hello' },
        'Remove the invisible control characters or broken symbols from this text.',
      ],
      [
        'PATCH',
        `/api/teams/${ids.team}`,
        { description: 'Broken \ud800 emoji' },
        'Remove the invisible control characters or broken symbols from this text.',
      ],
      [
        'POST',
        `/api/matches/${ids.match}/set-time`,
        { time: '0000-01-01T00:00:00Z' },
        'Pick a date between the years 2000 and 2100.',
      ],
      [
        'POST',
        `/api/organiser/tournaments/${ids.tournament}/disqualifications`,
        { teamId: 'team-1', reason: 'Cheating' },
        'This link or choice does not name anything here. Reload the page and try again.',
      ],
    ];
    for (const [method, url, body, message] of cases) {
      const response = await organiser.send(method, url, { json: body });
      const { error } = (await response.json()) as { error: string };
      expect([url, response.status, error]).toEqual([url, 400, message]);
    }
    const noBoundary = await organiser.send('POST', '/api/teams', {
      body: 'name=x',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect([noBoundary.status, await noBoundary.json()]).toEqual([
      400,
      {
        error: 'The form has no multipart boundary: send it as multipart/form-data with its boundary.',
        code: 'UPLOAD_NO_BOUNDARY',
      },
    ]);
  });

  const targets = () =>
    app.routeTable.filter(
      (route) => !SKIPPED.has(label(route)) && (route.method !== 'get' || route.input?.query),
    );

  it('generates requests for every write route of the live route table', () => {
    const writes = targets().filter((route) => route.method !== 'get');
    expect(writes.length).toBeGreaterThan(60);
    expect(writes.map(label)).toContain('POST /organiser/tournaments/:id/disqualifications');
  });

  for (const [who, client] of [
    ['a signed-in organiser', () => organiser],
    ['a signed-in stranger', () => stranger],
  ] as const) {
    it(`never answers ${who} with a 5xx`, async () => {
      const failures: string[] = [];
      for (const route of targets()) {
        const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
        const request = fc.record({
          params: fc.tuple(...names.map((name) => paramArbitrary(route, name, ids))),
          body: hostileInput(jsonSchemaOf(route.input?.body), ids),
          query: route.input?.query ? hostileInput(jsonSchemaOf(route.input.query), ids) : fc.constant(null),
        });
        await fc.assert(
          fc.asyncProperty(request, async ({ params, body, query }) => {
            let i = 0;
            const path = route.path.replace(/:(\w+)/g, () => params[i++]!);
            const url = `/api${path}${queryString(query)}`;
            const method = route.method.toUpperCase();
            const response = await client().send(method, url, method === 'GET' ? {} : { json: body });
            await response.arrayBuffer();
            // Every failure is collected (not thrown) so one run lists them all.
            if (response.status >= 500)
              failures.push(`${label(route)} ${response.status} ${url} ${JSON.stringify(body)}`);
          }),
          { numRuns: 6 },
        );
      }
      expect(failures).toEqual([]);
    }, 240_000);
  }
});
