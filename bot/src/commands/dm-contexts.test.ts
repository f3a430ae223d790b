import { describe, expect, it } from 'vitest';
import { commandDefinitions } from './definitions.ts';

describe('where the commands can be used', () => {
  const definitions = commandDefinitions();

  it('offers /verify-player in DMs with the bot and as a user-installed app', () => {
    const verify = definitions.find((definition) => definition.name === 'verify-player');
    // 0 a server, 1 a DM with the bot, 2 a group DM; 0 installed in a server, 1 by a user.
    expect(verify?.contexts).toEqual([0, 1, 2]);
    expect(verify?.integration_types).toEqual([0, 1]);
  });

  it('keeps every server command inside servers', () => {
    const others = definitions.filter((definition) => definition.name !== 'verify-player');
    expect(others.every((definition) => JSON.stringify(definition.contexts) === '[0]')).toBe(true);
  });
});
