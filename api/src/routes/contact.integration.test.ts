import { ContactEnquiry } from '@galaxia/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiry } from '../test-support/contact-enquiry.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

describe('contact form', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    await app.em().nativeDelete(ContactEnquiry, {});
  });
  afterAll(() => app.close());

  it('stores a valid enquiry and answers 201 with its id', async () => {
    const response = await app.client().post('/api/contact', { ...enquiry, name: '  Neha Sharma  ' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const stored = await app.em().findOneOrFail(ContactEnquiry, { id });
    expect(stored).toMatchObject({ ...enquiry, handledAt: null });
    expect(Date.now() - stored.createdAt.getTime()).toBeLessThan(60_000);
  });

  it('refuses an incomplete enquiry with the first problem, storing nothing', async () => {
    const client = app.client();
    const before = await app.em().count(ContactEnquiry, {});
    const cases: [Record<string, unknown>, string][] = [
      [{ ...enquiry, name: '   ' }, 'Please enter your name'],
      [{ ...enquiry, email: 'neha@' }, 'Please enter a valid email address'],
      [{ ...enquiry, subject: undefined }, 'Please enter a subject'],
      [{ ...enquiry, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    ];
    for (const [body, error] of cases) {
      const response = await client.post('/api/contact', body);
      expect([response.status, ((await response.json()) as { error: string }).error]).toEqual([400, error]);
    }
    expect(await app.em().count(ContactEnquiry, {})).toBe(before);
  });

  it('limits how many messages one sender can send in a window', async () => {
    const counters = await app.redis.keys('galaxia:rl:contact:*');
    if (counters.length) await app.redis.del(...counters);
    const client = app.client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await client.post('/api/contact', enquiry)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await client.post('/api/contact', enquiry);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({
      error: 'Too many requests. Please wait a moment and try again.',
      code: 'TOO_MANY_REQUESTS',
    });
  });
});
