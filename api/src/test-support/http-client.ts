/** A fetch wrapper with a cookie jar, standing in for one browser: redirects are returned, not followed. */
export function httpClient(base: string) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

  async function request(
    method: string,
    path: string,
    init: {
      json?: unknown;
      body?: string | Uint8Array | FormData | Blob;
      headers?: Record<string, string>;
    } = {},
  ) {
    const url = path.startsWith('http') ? path : `${base}${path}`;
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (jar.size && new URL(url).origin === new URL(base).origin) headers.cookie = cookieHeader();
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const response = await fetch(url, { method, headers, body, redirect: 'manual' });
    if (new URL(url).origin === new URL(base).origin) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...rest] = (pair ?? '').split('=');
        if (!name) continue;
        const value = rest.join('=');
        if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(name.trim());
        else jar.set(name.trim(), value);
      }
    }
    return response;
  }

  return {
    jar,
    get: (path: string, headers?: Record<string, string>) => request('GET', path, { headers }),
    post: (path: string, json?: unknown, headers?: Record<string, string>) =>
      request('POST', path, { json, headers }),
    put: (path: string, json?: unknown, headers?: Record<string, string>) =>
      request('PUT', path, { json, headers }),
    patch: (path: string, json?: unknown) => request('PATCH', path, { json }),
    delete: (path: string) => request('DELETE', path),
    send: request,
  };
}

export type HttpClient = ReturnType<typeof httpClient>;
