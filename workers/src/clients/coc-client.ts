/** Statuses after which the same request may well succeed later: throttled or the API in maintenance. */
const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * A Clash of Clans API call that did not give an answer. `retryable` failures (throttling, maintenance,
 * network) are worth another attempt later; the others (unknown tag, refused key) are final.
 */
export class CocApiError extends Error {
  readonly status: number | null;
  readonly reason: string | null;
  readonly retryable: boolean;

  constructor(message: string, options: { status: number | null; reason?: string | null; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'CocApiError';
    this.status = options.status;
    this.reason = options.reason ?? null;
    this.retryable = options.status === null || RETRYABLE_STATUSES.has(options.status);
  }
}

/** Proxies in front of the API answer errors in HTML; only a JSON object counts as an answer. */
async function jsonBody(response: Response): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = JSON.parse(await response.text());
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

interface CocPlayer {
  tag: string;
  name: string;
  /** Null when the answer carries no sensible level. */
  townHallLevel: number | null;
}

/** The API's `townHallLevel`, kept only as a whole level the game has (1 to 99). */
const townHallOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 99 ? value : null;

export interface CocClient {
  /** Whether `token` (from the player's in-game settings) proves they own `tag`. */
  verifyToken(tag: string, token: string): Promise<'ok' | 'invalid'>;
  player(tag: string): Promise<CocPlayer>;
}

/** The official API at `baseUrl` (…/v1), authenticated with the developer key `apiToken`. */
export function createCocClient(options: { baseUrl: string; apiToken: string | undefined }): CocClient {
  const base = options.baseUrl.replace(/\/$/, '');
  // A tag starts with '#', which would end the path; the API wants it percent-encoded.
  const playerUrl = (tag: string) => `${base}/players/${encodeURIComponent(tag)}`;

  async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          Accept: 'application/json',
          ...(options.apiToken ? { Authorization: `Bearer ${options.apiToken}` } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? null : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new CocApiError(`Clash of Clans API unreachable: ${String(error)}`, {
        status: null,
        cause: error,
      });
    }
    const parsed = await jsonBody(response);
    if (!response.ok) {
      const reason = typeof parsed.reason === 'string' ? parsed.reason : null;
      throw new CocApiError(`Clash of Clans API answered ${response.status}${reason ? ` (${reason})` : ''}`, {
        status: response.status,
        reason,
      });
    }
    return parsed as T;
  }

  return {
    async verifyToken(tag, token) {
      const answer = await call<{ status?: unknown }>('POST', `${playerUrl(tag)}/verifytoken`, { token });
      if (answer.status === 'ok' || answer.status === 'invalid') return answer.status;
      throw new CocApiError(`Clash of Clans API gave an unknown status: ${String(answer.status)}`, {
        status: 502,
      });
    },
    async player(tag) {
      const player = await call<{ tag?: unknown; name?: unknown; townHallLevel?: unknown }>(
        'GET',
        playerUrl(tag),
      );
      return {
        tag: String(player.tag ?? tag),
        name: String(player.name ?? ''),
        townHallLevel: townHallOf(player.townHallLevel),
      };
    },
  };
}
