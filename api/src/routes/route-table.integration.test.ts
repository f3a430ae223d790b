import { routeContractList } from '@galaxia/core';
import { compileErrors, validate } from '@readme/openapi-parser';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler } from '../middleware/error-handler.ts';
import { useTestApp } from '../test-support/suite-app.ts';
import { createRouteTable } from './define-route.ts';

const label = (route: { method: string; path: string }) => `${route.method.toUpperCase()} ${route.path}`;

/** The parts of the document the test reads. */
interface OpenApi {
  openapi: string;
  // biome-ignore lint/suspicious/noExplicitAny: the document's operations are walked as plain JSON
  paths: Record<string, Record<string, any>>;
}

interface Layer {
  route?: unknown;
}

/** What Express itself will answer under /api, read from the router rather than from our own records. */
const expressRoutes = (layers: Layer[]) =>
  layers.flatMap((layer) => {
    const route = layer.route as { path: string; methods: Record<string, boolean> } | undefined;
    if (!route) return [];
    return Object.entries(route.methods)
      .filter(([, on]) => on)
      .map(([method]) => `${method.toUpperCase()} ${route.path}`);
  });

describe('route table', () => {
  // With the test clock, so that its development-only route is served too.
  const app = useTestApp({ GALAXIA_TEST_CLOCK: '1' });

  it('serves every Express route from the route table, and nothing outside it', () => {
    const registered = app.routeTable.map(label).toSorted();
    expect(expressRoutes(app.apiLayers).toSorted()).toEqual(registered);
  });

  it("serves every entry of core's route table, each from its own entry, and no other route", () => {
    const declared = routeContractList().map(({ contract }) => label(contract));
    expect(app.routeTable.map(label).toSorted()).toEqual(declared.toSorted());
    const entries = new Set(routeContractList().map(({ contract }) => contract));
    expect(app.routeTable.filter((route) => !entries.has(route.contract)).map(label)).toEqual([]);
  });

  it('fails loudly in tests when a route answers outside its declared response schema', async () => {
    const router = express.Router();
    const routes = createRouteTable(router, { orm: app.orm, checkResponses: true });
    routes.serve({
      contract: {
        method: 'get',
        path: '/drifted',
        access: 'public',
        summary: 'A route whose answer drifted from its contract',
        response: z.object({ count: z.int() }),
      },
      run: () => ({ count: 'three' }) as unknown as { count: number },
    });
    const server = express().use(router).use(errorHandler()).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const response = await fetch(`http://127.0.0.1:${port}/drifted`);
      expect(response.status).toBe(500);
    } finally {
      server.close();
    }
  });

  describe('GET /api/openapi.json', () => {
    it('is a valid OpenAPI 3.1 document', async () => {
      const response = await app.client().get('/api/openapi.json');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      const document = (await response.json()) as OpenApi;
      expect(document.openapi).toBe('3.1.0');
      const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
      expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    });

    it('lists every public and organiser route with its request and response schemas', async () => {
      const document = (await (await app.client().get('/api/openapi.json')).json()) as OpenApi;
      const missing: string[] = [];
      for (const { key, contract } of routeContractList()) {
        if (contract.internal) continue;
        const path = contract.path.replace(/:(\w+)/g, '{$1}');
        const operation = document.paths[path]?.[contract.method];
        if (!operation) {
          missing.push(`${label(contract)} (${key})`);
          continue;
        }
        expect(operation.operationId).toBe(key);
        expect(operation['x-galaxia-access']).toBe(contract.access);
        if (contract.body) expect(operation.requestBody.content['application/json'].schema).toBeTruthy();
        if (contract.response instanceof z.ZodType) {
          const status = String(contract.status ?? 200);
          expect(operation.responses[status].content['application/json'].schema).toBeTruthy();
        }
      }
      expect(missing).toEqual([]);
      expect(
        document.paths['/events/{id}']?.get.responses['200'].content['application/json'].schema,
      ).toMatchObject({
        type: 'object',
        properties: { id: { type: 'string' }, title: { type: 'string' } },
      });
    });
  });

  it('serves the reference page and its scripts from the app itself', async () => {
    const client = app.client();
    const page = await client.get('/api/reference');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>API reference · Galaxia</title>');
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual(['/api/reference/api-reference.js', '/api/reference/boot.js']);
    for (const script of scripts) {
      const response = await client.get(script as string);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('javascript');
      // Read to the end: an answer left unread is aborted, which the api logs as a failure.
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    expect((await client.get('/api/reference/other.js')).status).toBe(400);
  });
});
