// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the test quotes source code, template literals included
import { describe, expect, it } from 'vitest';
import { handTypedEndpointUrls, handTypedPaths } from './endpoint-urls.ts';
import { galaxiaModules } from './galaxia-modules.ts';

/**
 * Every dashboard endpoint declares its route by the route table's key with `tableEndpoints`
 * (dashboard/src/app/table-endpoints.ts): an address written by hand would drift from the api's.
 */
describe("the dashboard's endpoints take their address from the route table", () => {
  it('finds a path written by hand, in a string or a template, and not in comments', () => {
    const source = [
      '// GET /events/:id answers `/events/${id}`',
      "const a = build.query({ query: () => '/events/mine' });",
      'const b = build.query({ query: (id) => `/events/${id}/teams` });',
      "const c = table.query('events.detail', (id) => ({ params: { id } }));",
    ].join('\n');
    expect(handTypedPaths(source)).toEqual(["'/events/mine'", '`/events/${id}/teams`']);
  });

  it('leaves no endpoint writing its address by hand', () => {
    const found = handTypedEndpointUrls(galaxiaModules.root, 'dashboard/src').map(
      ({ file, literal }) => `${file}: ${literal}`,
    );
    expect(found).toEqual([]);
  });
});
