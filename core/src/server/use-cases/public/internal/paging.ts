import type { Page, PageQuery } from '@galaxia/core';

/** The rows of the requested page, for a query's limit and offset. */
export const pageWindow = ({ page, pageSize }: PageQuery) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/** The answer for one page: its items and how many there are in all. */
export const pageOf = <T>(query: PageQuery, items: T[], total: number): Page<T> => ({
  items,
  page: query.page,
  pageSize: query.pageSize,
  total,
});
