import { type FakeDiscordRest, startFakeDiscordRest } from '@galaxia/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscordRestClient, DiscordApiError } from './discord-rest-client.ts';

describe('Discord REST client (fake Discord REST)', () => {
  let discord: FakeDiscordRest;
  let client: ReturnType<typeof createDiscordRestClient>;
  beforeAll(async () => {
    discord = await startFakeDiscordRest({ botToken: 'bot-token' });
    client = createDiscordRestClient({ baseUrl: discord.apiUrl, botToken: 'bot-token' });
  });
  afterAll(() => discord.close());

  it('waits out X-RateLimit-Reset-After once a bucket has no requests left', async () => {
    const started = performance.now();
    for (let i = 0; i < 6; i++) await client.postMessage('100', { content: `message ${i}` });
    // The fake's bucket holds 5 and resets 50 ms after the last one was used.
    expect(performance.now() - started).toBeGreaterThanOrEqual(50);
    expect(discord.messages.filter((message) => message.channelId === '100')).toHaveLength(6);
  });

  it('retries a 429 after its retry_after, and gives up (retryable) when Discord keeps refusing', async () => {
    discord.rateLimitNext(1, 0.2);
    const started = performance.now();
    await client.postMessage('200', { content: 'after a wait' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(200);
    expect(discord.messages.filter((message) => message.channelId === '200')).toHaveLength(1);

    discord.rateLimitNext(10, 0.01);
    const refused = await client.postMessage('201', { content: 'never' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DiscordApiError);
    expect(refused).toMatchObject({ status: 429, retryable: true });
    discord.rateLimitNext(0, 0);
  });

  it('opens the DM channel before posting to it, and never pings anyone', async () => {
    await client.sendDirectMessage('300', { content: '@everyone check in' });
    expect(discord.dmChannels.at(-1)).toEqual({ recipientId: '300', channelId: 'dm-300' });
    expect(discord.dmsTo('300')[0]?.body).toMatchObject({ allowed_mentions: { parse: [] } });
  });

  it('reports a refusal that will not change (a wrong token) as not retryable', async () => {
    const wrong = createDiscordRestClient({ baseUrl: discord.apiUrl, botToken: 'wrong' });
    await expect(wrong.postMessage('400', { content: 'x' })).rejects.toMatchObject({
      status: 401,
      retryable: false,
    });
  });
});
