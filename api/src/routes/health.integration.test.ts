import { openRedis } from '@galaxia/core/server';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/suite-app.ts';
import { startTestApp, withDatabaseDown } from '../test-support/test-app.ts';

describe('GET /api/health', () => {
  const app = useTestApp();

  it('is 200 with database and redis ok when both answer', async () => {
    const response = await app.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok', redis: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.client().get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('is 503 and names redis as down when Redis does not answer', async () => {
    const deadRedis = openRedis('redis://127.0.0.1:1');
    deadRedis.on('error', () => {});
    const broken = await startTestApp({}, { redis: deadRedis });
    try {
      const response = await broken.client().get('/api/health');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'degraded', database: 'ok', redis: 'down' });
    } finally {
      await broken.close();
    }
  });

  it('is 503 and names the database as down when PostgreSQL does not answer', async () => {
    await withDatabaseDown(async (broken) => {
      const response = await broken.client().get('/api/health');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ database: 'down', redis: 'ok' });
    });
  });
});
