import { describe, expect, it } from 'vitest';
import { routeArgs, tableRequest } from './table-endpoints.ts';

describe('a request to a route of the table', () => {
  it('fills the path’s parameters, encoded, and takes the table’s method', () => {
    expect(routeArgs('events.team', { params: { id: 'summer cup', teamId: 'a/b' } })).toEqual({
      url: '/events/summer%20cup/teams/a%2Fb',
      method: 'GET',
    });
    expect(routeArgs('teams.removeMember', { params: { id: 't1', userId: 'u2' } })).toEqual({
      url: '/teams/t1/members/u2',
      method: 'DELETE',
    });
  });

  it('sends the query’s set values and the body', () => {
    expect(routeArgs('events.list', { query: { games: 'coc,bgmi', page: undefined } })).toEqual({
      url: '/events?games=coc%2Cbgmi',
      method: 'GET',
    });
    expect(routeArgs('teams.invite', { params: { id: 't1' }, body: { userId: 'u2' } })).toEqual({
      url: '/teams/t1/members',
      method: 'POST',
      body: { userId: 'u2' },
    });
  });

  it('names the route an endpoint picked for this call', () => {
    expect(tableRequest('teams.declineInvitation', { params: { id: 't1' } })).toEqual({
      route: 'teams.declineInvitation',
      fetch: { url: '/teams/t1/invitation/decline', method: 'POST' },
    });
  });
});
