import { randomBytes } from 'node:crypto';
import { sendJson, startHttpFake } from './http-fake.ts';

/**
 * Twitch's client-credentials token endpoint and Helix `GET /streams`, with the real response shapes
 * (data/pagination, Ratelimit-* headers). Tests say which channels are live with how many viewers.
 */
export async function startFakeTwitch(app: { clientId: string; clientSecret: string }) {
  const live = new Map<string, number>();
  const tokens = new Set<string>();
  const fake = await startHttpFake([
    [
      /^POST \/oauth2\/token$/,
      (req, res) => {
        const form = new URLSearchParams(req.body);
        const query = req.query;
        const value = (name: string) => form.get(name) ?? query.get(name);
        if (value('client_id') !== app.clientId || value('client_secret') !== app.clientSecret) {
          return sendJson(res, 403, { status: 403, message: 'invalid client secret' });
        }
        const token = randomBytes(15).toString('hex');
        tokens.add(token);
        sendJson(res, 200, { access_token: token, expires_in: 5_011_271, token_type: 'bearer' });
      },
    ],
    [
      /^GET \/helix\/streams$/,
      (req, res) => {
        const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
        if (!tokens.has(bearer) || req.headers['client-id'] !== app.clientId) {
          return sendJson(res, 401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });
        }
        const data = req.query
          .getAll('user_login')
          .filter((login) => live.has(login.toLowerCase()))
          .map((login, index) => ({
            id: String(40_000_000_000 + index),
            user_id: String(100_000 + index),
            user_login: login.toLowerCase(),
            user_name: login,
            game_id: '509658',
            game_name: 'Just Chatting',
            type: 'live',
            title: 'Galaxia tournament',
            viewer_count: live.get(login.toLowerCase()),
            started_at: new Date().toISOString(),
            language: 'en',
            thumbnail_url: '',
            tags: [],
            is_mature: false,
          }));
        res.setHeader('Ratelimit-Limit', '800');
        res.setHeader('Ratelimit-Remaining', '799');
        res.setHeader('Ratelimit-Reset', String(Math.floor(Date.now() / 1000) + 60));
        sendJson(res, 200, { data, pagination: {} });
      },
    ],
  ]);
  return {
    ...fake,
    apiUrl: `${fake.url}/helix`,
    authUrl: `${fake.url}/oauth2`,
    setLive(channel: string, viewers: number | null) {
      if (viewers === null) live.delete(channel.toLowerCase());
      else live.set(channel.toLowerCase(), viewers);
    },
  };
}

export type FakeTwitch = Awaited<ReturnType<typeof startFakeTwitch>>;
