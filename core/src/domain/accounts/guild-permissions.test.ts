import { describe, expect, it } from 'vitest';
import { administeredGuilds, isGuildAdmin } from './guild-permissions.ts';

const guild = (id: string, owner: boolean, permissions: string) => ({
  id,
  name: id,
  icon: null,
  owner,
  permissions,
});

describe('who administers a Discord server', () => {
  it('counts the owner whatever the permission bits', () => {
    expect(isGuildAdmin({ owner: true, permissions: '0' })).toBe(true);
  });

  it('counts ADMINISTRATOR (0x8) and MANAGE_GUILD (0x20)', () => {
    expect(isGuildAdmin({ owner: false, permissions: '8' })).toBe(true);
    expect(isGuildAdmin({ owner: false, permissions: '32' })).toBe(true);
  });

  it('does not count other permissions such as MANAGE_CHANNELS (0x10) or KICK_MEMBERS (0x2)', () => {
    expect(isGuildAdmin({ owner: false, permissions: String(0x10 | 0x2 | 0x400) })).toBe(false);
  });

  it('reads permission strings beyond 32 bits without losing the low bits', () => {
    const high = (1n << 40n) | (1n << 33n);
    expect(isGuildAdmin({ owner: false, permissions: String(high) })).toBe(false);
    expect(isGuildAdmin({ owner: false, permissions: String(high | 0x20n) })).toBe(true);
    // 2^53 + 8 is not representable as a double: Number() would lose the ADMINISTRATOR bit.
    expect(isGuildAdmin({ owner: false, permissions: '9007199254740998' })).toBe(false);
    expect(isGuildAdmin({ owner: false, permissions: String((1n << 53n) | 8n) })).toBe(true);
  });

  it('treats a malformed permission string as no permission', () => {
    expect(isGuildAdmin({ owner: false, permissions: 'lots' })).toBe(false);
  });

  it('keeps exactly the administered guilds, in order', () => {
    const list = [
      guild('a', false, '0'),
      guild('b', true, '0'),
      guild('c', false, '2199023255560'),
      guild('d', false, '32'),
    ];
    expect(administeredGuilds(list).map((g) => g.id)).toEqual(['b', 'c', 'd']);
  });
});
