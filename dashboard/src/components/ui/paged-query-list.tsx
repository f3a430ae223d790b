import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { PagedList } from './paged-list.tsx';
import { QueryState } from './query-state.tsx';

type PageOf<T> = Parameters<typeof PagedList<T & { id: string }>>[0]['result'];

/** A server-paged list as a screen loads it: skeleton, error with retry, empty state, then the page. */
export function PagedQueryList<T extends { id: string }>({
  query,
  loadingLabel,
  fallbackError,
  empty,
  label,
  onPageChange,
  listClassName,
  before,
  children,
}: {
  query: Parameters<typeof QueryState<PageOf<T>>>[0]['query'];
  loadingLabel: string;
  fallbackError: string;
  empty: { icon: LucideIcon; title: string; text: string };
  /** The pager's name for screen readers ("Team pages"). */
  label: string;
  onPageChange: (page: number) => void;
  listClassName: string;
  before?: (result: PageOf<T>) => ReactNode;
  children: (item: T) => ReactNode;
}) {
  const Icon = empty.icon;
  return (
    <QueryState query={query} label={loadingLabel} fallbackError={fallbackError}>
      {(result) => (
        <PagedList
          result={result}
          empty={
            <EmptyState
              icon={<Icon className="size-10" aria-hidden />}
              title={empty.title}
              text={empty.text}
            />
          }
          label={label}
          onPageChange={onPageChange}
          listClassName={listClassName}
          before={before?.(result)}
        >
          {children}
        </PagedList>
      )}
    </QueryState>
  );
}
