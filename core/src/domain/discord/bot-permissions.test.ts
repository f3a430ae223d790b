import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canManageRole,
  channelPermissions,
  missingPermissions,
  NEEDED_IN,
  BOT_PERMISSIONS as P,
} from './bot-permissions.ts';

const GUILD = '100';
const BOT = { userId: '900', roleIds: ['200'] };
const bits = (...values: bigint[]) => String(values.reduce((all, value) => all | value, 0n));
const roles = (everyone: bigint[], bot: bigint[]) => [
  { id: GUILD, permissions: bits(...everyone), position: 0 },
  { id: '200', permissions: bits(...bot), position: 2 },
  { id: '300', permissions: '0', position: 1 },
  { id: '400', permissions: '0', position: 5 },
];

describe('the bot’s permissions in a channel', () => {
  it('adds @everyone and the bot’s roles, then applies @everyone, role and member overwrites in order', () => {
    const base = roles([P.viewChannel, P.sendMessages], [P.embedLinks]);
    expect(missingPermissions(channelPermissions(GUILD, base, BOT, []), NEEDED_IN.announcement)).toEqual([]);
    const hidden = [{ id: GUILD, type: 0 as const, allow: '0', deny: bits(P.viewChannel) }];
    expect(missingPermissions(channelPermissions(GUILD, base, BOT, hidden), NEEDED_IN.announcement)).toEqual([
      'viewChannel',
    ]);
    const roleAllows = [...hidden, { id: '200', type: 0 as const, allow: bits(P.viewChannel), deny: '0' }];
    expect(missingPermissions(channelPermissions(GUILD, base, BOT, roleAllows), ['viewChannel'])).toEqual([]);
    const memberDenies = [
      ...roleAllows,
      { id: '900', type: 1 as const, allow: '0', deny: bits(P.viewChannel) },
    ];
    expect(missingPermissions(channelPermissions(GUILD, base, BOT, memberDenies), ['viewChannel'])).toEqual([
      'viewChannel',
    ]);
  });

  it('lets Administrator through every overwrite', () => {
    const admin = roles([], [1n << 3n]);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 50n) - 1n }), (deny) => {
        const overwrites = [
          { id: GUILD, type: 0 as const, allow: '0', deny: String(deny) },
          { id: '900', type: 1 as const, allow: '0', deny: String(deny) },
        ];
        return (
          missingPermissions(channelPermissions(GUILD, admin, BOT, overwrites), NEEDED_IN.matchThreads)
            .length === 0
        );
      }),
    );
  });

  it('grants only roles below the bot’s highest role', () => {
    const list = roles([], []);
    expect(canManageRole(list, BOT, '300')).toBe(true);
    expect(canManageRole(list, BOT, '400')).toBe(false);
    expect(canManageRole(list, BOT, 'unknown')).toBe(false);
  });
});
