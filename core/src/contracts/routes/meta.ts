import { z } from 'zod';
import { testClockSchema } from '../test-clock.ts';
import { route } from './route-contract.ts';

const serviceState = z.enum(['ok', 'down']);

/**
 * GET /api/health: 200 when the database and Redis answer, 503 (same body) when one does not or when the
 * process is draining before it stops.
 */
export const healthReportSchema = z.object({
  status: z.enum(['ok', 'degraded', 'draining']),
  database: serviceState,
  redis: serviceState,
  workers: z.enum(['ok', 'stale', 'unknown']),
  checkedAt: z.iso.datetime(),
});

/** The API document itself: an OpenAPI 3.1 object (validated whole by a real validator in its test). */
const openApiObjectSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** The service's own routes: health, and the API's description and reference page. */
export const metaRoutes = {
  health: route({
    method: 'get',
    path: '/health',
    access: 'public',
    summary: 'Whether the database and Redis answer (503 with the same body when not)',
    response: healthReportSchema,
  }),
  openApi: route({
    method: 'get',
    path: '/openapi.json',
    access: 'public',
    summary: 'This document: the OpenAPI 3.1 description of every route',
    response: openApiObjectSchema,
  }),
  reference: route({
    method: 'get',
    path: '/reference',
    access: 'public',
    summary: 'The readable API reference page',
    response: { media: 'text/html' },
  }),
  referenceAsset: route({
    method: 'get',
    path: '/reference/:file',
    access: 'public',
    summary: "The reference page's scripts, served from the app",
    params: z.object({ file: z.enum(['api-reference.js', 'boot.js']) }),
    response: { media: 'file' },
    internal: true,
  }),
  // Served only when GALAXIA_TEST_CLOCK=1 (never in production): browser journeys move the site's clock.
  testClock: route({
    method: 'put',
    path: '/test/clock',
    access: 'public',
    summary: "Moves the site's shared test clock (null: the real time again)",
    body: testClockSchema,
    response: z.object({ now: z.iso.datetime() }),
    cache: { invalidates: 'all' },
    internal: true,
  }),
};
