const REQUEST_TIMEOUT_MS = 10_000;
/** Helix takes up to 100 `user_login`s per call. */
const LOGINS_PER_CALL = 100;

export interface TwitchClient {
  /** Viewers of each channel that is live now; channels not live are absent. */
  liveViewers(channels: readonly string[]): Promise<Map<string, number>>;
}

/**
 * Twitch Helix with an app access token (client-credentials grant), renewed when it lapses or is
 * refused. When Helix says the bucket is empty (Ratelimit-Remaining: 0) the rest waits for the next poll.
 */
export function createTwitchClient(options: {
  apiUrl: string;
  authUrl: string;
  clientId: string;
  clientSecret: string;
}): TwitchClient {
  const api = options.apiUrl.replace(/\/$/, '');
  const auth = options.authUrl.replace(/\/$/, '');
  let token: { value: string; expiresAt: number } | null = null;

  async function appToken(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    const form = new URLSearchParams({
      client_id: options.clientId,
      client_secret: options.clientSecret,
      grant_type: 'client_credentials',
    });
    const response = await fetch(`${auth}/token`, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Twitch refused the app token: ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return token.value;
  }

  async function streams(logins: readonly string[], retried = false): Promise<Response> {
    const query = new URLSearchParams(logins.map((login): [string, string] => ['user_login', login]));
    query.set('first', String(LOGINS_PER_CALL));
    const response = await fetch(`${api}/streams?${query}`, {
      headers: { 'Client-Id': options.clientId, Authorization: `Bearer ${await appToken()}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.status === 401 && !retried) {
      token = null;
      return streams(logins, true);
    }
    return response;
  }

  return {
    async liveViewers(channels) {
      const viewers = new Map<string, number>();
      const unique = [...new Set(channels)];
      for (let start = 0; start < unique.length; start += LOGINS_PER_CALL) {
        const response = await streams(unique.slice(start, start + LOGINS_PER_CALL));
        if (!response.ok) throw new Error(`Twitch Helix answered ${response.status}`);
        const body = (await response.json()) as {
          data: { user_login: string; viewer_count: number; type: string }[];
        };
        for (const stream of body.data) {
          if (stream.type === 'live') viewers.set(stream.user_login.toLowerCase(), stream.viewer_count);
        }
        if (response.headers.get('ratelimit-remaining') === '0') break;
      }
      return viewers;
    },
  };
}
