import { routeContractList } from '@galaxia/core';
import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS } from './route-paths.ts';

describe('the dashboard’s copy of the route table’s paths', () => {
  it('names each route by its key in core’s table, with the table’s method and path', () => {
    const table = new Map(
      routeContractList().map(({ key, contract }) => [
        key,
        `${contract.method.toUpperCase()} ${contract.path}`,
      ]),
    );
    const drifted = Object.entries(ROUTE_PATHS).filter(([key, line]) => table.get(key) !== line);
    expect(drifted).toEqual([]);
  });
});
