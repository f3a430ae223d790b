import { describe, expect, it } from 'vitest';
import { commandDefinitions } from './definitions.ts';

describe('slash command definitions', () => {
  const definitions = commandDefinitions();

  it('registers the six commands of the catalogue', () => {
    expect(definitions.map((definition) => definition.name)).toEqual([
      'create-tournament',
      'register-team',
      'schedule-match',
      'claim-stream',
      'verify-player',
      'tournament-stats',
    ]);
  });

  it('hides /create-tournament from members without Manage Server', () => {
    const create = definitions.find((definition) => definition.name === 'create-tournament');
    expect(create?.default_member_permissions).toBe(String(1n << 5n));
    const others = definitions.filter((definition) => definition.name !== 'create-tournament');
    expect(others.every((definition) => definition.default_member_permissions === null)).toBe(true);
  });

  it('offers the games as choices and looks tournaments up while typing', () => {
    const create = definitions.find((definition) => definition.name === 'create-tournament');
    const game = create?.options?.find((option) => option.name === 'game');
    expect(game && 'choices' in game ? game.choices?.map((choice) => choice.value) : []).toEqual([
      'coc',
      'bgmi',
      'valorant',
      'freefire',
      'pubg',
      'codm',
    ]);
    const stats = definitions.find((definition) => definition.name === 'tournament-stats');
    expect(stats?.options?.[0]).toMatchObject({ name: 'tournament', required: true, autocomplete: true });
  });
});
