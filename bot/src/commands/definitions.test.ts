import { describe, expect, it } from 'vitest';
import { commandDefinitions } from './definitions.ts';

describe('slash command definitions', () => {
  const definitions = commandDefinitions();

  it('registers the commands of the catalogue', () => {
    expect(definitions.map((definition) => definition.name)).toEqual([
      'create-tournament',
      'galaxia-setup',
      'register-team',
      'schedule-match',
      'claim-stream',
      'release-stream',
      'verify-player',
      'tournament-stats',
    ]);
  });

  it('hides /create-tournament and /galaxia-setup from members without Manage Server', () => {
    const admin = ['create-tournament', 'galaxia-setup'];
    for (const name of admin) {
      const command = definitions.find((definition) => definition.name === name);
      expect(command?.default_member_permissions).toBe(String(1n << 5n));
    }
    const others = definitions.filter((definition) => !admin.includes(definition.name));
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

  it('carries the Hindi name and descriptions under Discord locale key hi, for every command and option', () => {
    const register = definitions.find((definition) => definition.name === 'register-team');
    expect(register).toMatchObject({
      name_localizations: { hi: 'टीम-पंजीकरण' },
      description_localizations: { hi: 'टूर्नामेंट के लिए अपनी टीम का पंजीकरण करें' },
      options: [
        { name: 'tournament', description_localizations: { hi: 'टूर्नामेंट' } },
        { name: 'team', description_localizations: { hi: 'आपकी टीम' } },
      ],
    });
    const schedule = definitions.find((definition) => definition.name === 'schedule-match');
    expect(schedule?.name_localizations).toEqual({ hi: 'मैच-का-समय' });
    for (const definition of definitions) {
      expect([definition.name, definition.description_localizations?.hi]).toEqual([
        definition.name,
        expect.stringMatching(/[\u0900-\u097F]/),
      ]);
      for (const option of definition.options ?? [])
        expect([definition.name, option.name, option.description_localizations?.hi]).toEqual([
          definition.name,
          option.name,
          expect.stringMatching(/[\u0900-\u097F]/),
        ]);
    }
  });
});
