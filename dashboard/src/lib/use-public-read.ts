import type { RouteResponse } from '@galaxia/core';
import { useContext, useEffect, useState } from 'react';
import { type ApiError, apiErrorOf } from '../app/api-error.ts';
import { PreloadedReads } from '../app/preloaded-queries.ts';
import type { ContractOf, RouteKey } from '../app/route-paths.ts';
import { useHydrated } from './use-hydrated.ts';

interface ReadResult<T> {
  data?: T;
  error?: ApiError;
}

async function fetchRead<T>(path: string): Promise<ReadResult<T>> {
  try {
    const response = await fetch(`/api${path}`, { credentials: 'same-origin' });
    const body: unknown = await response.json().catch(() => undefined);
    return response.ok ? { data: body as T } : { error: apiErrorOf(response.status, body) };
  } catch (error) {
    // A thrown network error keeps its own message, as RTK Query's reads do (api-slice.ts).
    return { error: { status: 'NETWORK', message: String(error), fromServer: true } };
  }
}

/**
 * A public read without arguments for the home page, which loads without the store: the server's
 * answer from the page's HTML while it hydrates, else `GET /api{path}`. Same shape as a query hook.
 * The route is named by its table key and the compiler holds `path` and the answer to the table's
 * entry (the table's paths stay out of the home page's first load: see app/route-paths.ts).
 */
export function usePublicRead<K extends RouteKey>(route: K, path: ContractOf<K>['path']) {
  type T = K extends RouteKey ? RouteResponse<ContractOf<K>> : never;
  const reads = useContext(PreloadedReads);
  const hydrating = !useHydrated();
  const [result, setResult] = useState<ReadResult<T>>(() => {
    const preloaded = hydrating ? reads.find((read) => read.route === route) : undefined;
    return preloaded ? { data: preloaded.value as T } : {};
  });
  // 0 while the server's answer stands; each increase fetches (again).
  const [attempt, setAttempt] = useState(() => (result.data === undefined ? 1 : 0));
  useEffect(() => {
    if (attempt === 0) return;
    let live = true;
    void fetchRead<T>(path).then((next) => {
      if (live) setResult(next);
    });
    return () => {
      live = false;
    };
  }, [path, attempt]);
  return {
    data: result.data,
    error: result.error,
    isLoading: result.data === undefined && result.error === undefined,
    refetch: () => setAttempt((n) => n + 1),
  };
}
