import { openTournament } from '@galaxia/testkit';
import { describe, expect, it } from 'vitest';
import { guild, stranger } from '../test-support/bot-fixtures.ts';
import { useBotHarness } from '../test-support/bot-harness.ts';
import { applicationKeys, commandInteraction, sendSigned } from '../test-support/signed-interactions.ts';

describe('HTTP interactions endpoint: Discord request signatures', () => {
  const bot = useBotHarness();

  it('answers a signed PING with PONG', async () => {
    const pong = await bot.send({ type: 1, id: '1', application_id: '1', token: 't', version: 1 });
    expect(pong).toMatchObject({ status: 200, body: { type: 1 } });
  });

  it('refuses a tampered body, a foreign key, a stale timestamp and missing headers with 401', async () => {
    const ping = { type: 1, id: '1', application_id: '1', token: 't', version: 1 };
    expect((await bot.send(ping, { tamper: true })).status).toBe(401);
    const other = applicationKeys();
    expect((await sendSigned(bot.url, other.privateKey, ping)).status).toBe(401);
    const stale = Math.floor(Date.now() / 1000) - 3600;
    expect((await bot.send(ping, { timestamp: stale })).status).toBe(401);
    const unsigned = await fetch(bot.url, { method: 'POST', body: JSON.stringify(ping) });
    expect(unsigned.status).toBe(401);
  });

  it('never runs a command whose signature does not match', async () => {
    const guildId = await guild(bot.orm);
    const payload = commandInteraction(
      'create-tournament',
      { name: 'Forged Cup', season: 1, game: 'valorant' },
      { user: stranger('Mallory'), guildId, permissions: '8' },
    );
    expect((await bot.send(payload, { tamper: true })).status).toBe(401);
    expect(bot.discord.webhookCalls.filter((call) => call.token === payload.token)).toEqual([]);
  });

  it('suggests only the published tournaments of the server the command runs in', async () => {
    const here = await guild(bot.orm);
    const elsewhere = await guild(bot.orm);
    const mine = await openTournament(bot.orm, here, { eventName: 'Monsoon Cup' });
    await openTournament(bot.orm, elsewhere, { eventName: 'Monsoon Cup Elsewhere' });
    const typing = commandInteraction(
      'tournament-stats',
      { tournament: 'monsoon' },
      { user: stranger('Viewer'), guildId: here, focused: 'tournament' },
      4,
    );
    const answer = await bot.send(typing);
    expect(answer.body).toEqual({ type: 8, data: { choices: [{ name: 'Monsoon Cup S2', value: mine }] } });
  });

  it('knows only its one path', async () => {
    expect((await fetch(bot.url.replace('/interactions', '/other'), { method: 'POST' })).status).toBe(404);
    expect((await fetch(bot.url)).status).toBe(405);
  });
});
