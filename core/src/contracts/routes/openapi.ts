import { z } from 'zod';
import type { RouteAnswer, RouteContract } from './route-contract.ts';

type JsonSchema = Record<string, unknown>;

/** zod's JSON Schema (2020-12, the dialect OpenAPI 3.1 uses) without the `$schema` each one carries. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    // Transforms and refinements say nothing on the wire: the schema of what goes in or out stands.
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonSchema;
  return rest;
}

/** `/events/:id/teams/:teamId` → `/events/{id}/teams/{teamId}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const pathNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);

function parameters(contract: RouteContract) {
  const params = contract.params ? jsonSchema(contract.params, 'input') : null;
  const pathProperties = (params?.properties ?? {}) as Record<string, JsonSchema>;
  const inPath = pathNames(contract.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: pathProperties[name] ?? { type: 'string' },
  }));
  const query = contract.query ? jsonSchema(contract.query, 'input') : null;
  const required = new Set((query?.required ?? []) as string[]);
  const inQuery = Object.entries((query?.properties ?? {}) as Record<string, JsonSchema>).map(
    ([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }),
  );
  return [...inPath, ...inQuery];
}

const MEDIA_TYPES = {
  'text/csv': 'text/csv',
  'image/png': 'image/png',
  'text/event-stream': 'text/event-stream',
  'text/html': 'text/html',
  file: 'application/octet-stream',
} as const;

function responses(answer: RouteAnswer, status = 200) {
  if (answer === 'no-content') return { '204': { description: 'Done; no content.' } };
  if (answer instanceof z.ZodType) {
    const content = { 'application/json': { schema: jsonSchema(answer, 'output') } };
    return { [String(status)]: { description: 'Success.', content } };
  }
  if (answer.media === 'redirect') return { '302': { description: 'Redirects the browser.' } };
  const content = { [MEDIA_TYPES[answer.media]]: { schema: {} } };
  return { [String(status)]: { description: 'Success.', content } };
}

const errorResponse = {
  description: 'The request was refused: `error` says why in words, `code` in a stable token.',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          error: { type: 'string' },
          code: {
            type: 'string',
            description:
              'What to branch on; never changes when the words do. Listed in docs/error-codes.md; a contract failure answers the code its schema declares with the words, else INVALID_INPUT.',
          },
          fields: { type: 'object', additionalProperties: { type: 'string' } },
        },
        required: ['error', 'code'],
      },
    },
  },
};

const ACCESS_WORDS = {
  public: 'Anyone; a signed-in caller may get their own view.',
  user: 'Signed in (session cookie or `Authorization: Bearer` API token).',
  organiser: 'Signed in as an organiser of the tournament the path names.',
  staff: 'Signed in as platform staff.',
} as const;

/**
 * The OpenAPI 3.1 document of the route table: every route that is not internal, with its parameters,
 * request body, answer and who may call it (`x-galaxia-access`).
 */
export function openApiDocument(
  routes: { key: string; contract: RouteContract }[],
  info: { version: string; serverUrl: string },
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { key, contract } of routes) {
    if (contract.internal) continue;
    const signedIn = contract.access !== 'public';
    const operation = {
      operationId: key,
      summary: contract.summary,
      description: `Who may call: ${ACCESS_WORDS[contract.access]}`,
      tags: [key.split('.')[0]],
      'x-galaxia-access': contract.access,
      ...(signedIn && { security: [{ session: [] }, { apiToken: [] }] }),
      parameters: parameters(contract),
      ...(contract.body && {
        requestBody: {
          required: true,
          content: { 'application/json': { schema: jsonSchema(contract.body, 'input') } },
        },
      }),
      responses: {
        ...responses(contract.response, contract.status),
        '400': errorResponse,
        ...(signedIn && { '401': errorResponse, '403': errorResponse }),
        '404': errorResponse,
      },
    };
    const path = openApiPath(contract.path);
    paths[path] = { ...paths[path], [contract.method]: operation };
  }
  return {
    openapi: '3.1.0' as const,
    info: {
      title: 'Galaxia API',
      version: info.version,
      description:
        'Every route of the Galaxia esports platform, generated from its route table. Paths are relative ' +
        'to the server below. Writes from a browser need the same origin; API tokens go in ' +
        '`Authorization: Bearer`.',
    },
    servers: [{ url: info.serverUrl }],
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'galaxia.sid' },
        apiToken: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}
