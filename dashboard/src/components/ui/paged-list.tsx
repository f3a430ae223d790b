import type { ReactNode } from 'react';
import { Pagination } from './pagination.tsx';

interface PageOf<T> {
  items: readonly T[];
  page: number;
  pageSize: number;
  total: number;
}

/** One page of a server-paged list, each item in its own list entry, with the pager under it. */
export function PagedList<T extends { id: string }>({
  result,
  empty,
  label,
  onPageChange,
  listClassName,
  listLabel,
  before,
  children,
}: {
  result: PageOf<T>;
  /** Shown instead when the list is empty; without it an empty list still shows `before` and the pager. */
  empty?: ReactNode;
  /** The pager's name for screen readers ("Team pages"). */
  label: string;
  onPageChange: (page: number) => void;
  listClassName: string;
  listLabel?: string;
  /** What stands between the top of the block and the list (a count, filters). */
  before?: ReactNode;
  children: (item: T) => ReactNode;
}) {
  if (result.items.length === 0 && empty !== undefined) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-6">
      {before}
      <ul className={listClassName} aria-label={listLabel}>
        {result.items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
      <Pagination
        page={result.page}
        pageSize={result.pageSize}
        total={result.total}
        onPageChange={onPageChange}
        label={label}
      />
    </div>
  );
}
