import { describe, expect, expectTypeOf, it } from 'vitest';
import { type PathParamNames, routeUrl } from './route-requests.ts';
import { routeContractList } from './routes/index.ts';

describe('routeUrl', () => {
  it('fills each path parameter, encoded', () => {
    expect(routeUrl('/events/:id/teams/:teamId', { id: 'summer cup/2', teamId: 7 })).toBe(
      '/events/summer%20cup%2F2/teams/7',
    );
    expect(routeUrl('/events/:id/card.png', { id: 'a?b' })).toBe('/events/a%3Fb/card.png');
  });

  it('throws when a path parameter is missing rather than sending the pattern', () => {
    expect(() => routeUrl('/events/:id/teams/:teamId', { id: '1' })).toThrow(
      'The path /events/:id/teams/:teamId needs its :teamId parameter',
    );
  });

  it('adds the set query values, a list as one comma-separated value', () => {
    expect(routeUrl('/events', undefined, { games: ['coc', 'bgmi'], page: 2, round: undefined })).toBe(
      '/events?games=coc%2Cbgmi&page=2',
    );
    expect(routeUrl('/events', undefined, { page: undefined })).toBe('/events');
  });

  it('reads every parameter of every path in the route table', () => {
    for (const { contract } of routeContractList()) {
      const names = [...contract.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
      const url = routeUrl(contract.path, Object.fromEntries(names.map((name) => [name, 'x'])));
      expect(url).not.toContain(':');
    }
  });

  it('types the parameters from the path', () => {
    expectTypeOf<PathParamNames<'/events/:id/teams/:teamId'>>().toEqualTypeOf<'id' | 'teamId'>();
    expectTypeOf<PathParamNames<'/events/:id/card.png'>>().toEqualTypeOf<'id'>();
    expectTypeOf<PathParamNames<'/events'>>().toEqualTypeOf<never>();
  });
});
