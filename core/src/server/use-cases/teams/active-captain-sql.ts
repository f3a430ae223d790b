import { ACTIVE_CAPTAIN } from '@galaxia/core';

/**
 * `ACTIVE_CAPTAIN` as an SQL condition on `team_members` (under `alias` when the query names the table),
 * for the queries that find captains themselves.
 */
export const activeCaptainSql = (alias?: string): string => {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `${column('role')} = '${ACTIVE_CAPTAIN.role}' and ${column('status')} = '${ACTIVE_CAPTAIN.status}'`;
};
