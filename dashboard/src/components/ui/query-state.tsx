import type { ReactNode } from 'react';
import { errorMessage } from '../../app/api-slice.ts';
import { ErrorState } from './empty-state.tsx';
import { LoadingBlock } from './skeleton.tsx';

export interface QueryLike<T> {
  data?: T | undefined;
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * Loading skeleton, then the server's error with a retry, then the screen: every data screen goes
 * through the same three states.
 */
export function QueryState<T>({
  query,
  label,
  fallbackError,
  rows = 3,
  children,
}: {
  query: QueryLike<T>;
  label: string;
  fallbackError: string;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isLoading) return <LoadingBlock label={label} rows={rows} />;
  if (query.error || query.data === undefined) {
    return <ErrorState message={errorMessage(query.error, fallbackError)} onRetry={() => query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
