import { describe, expect, it } from 'vitest';
import { currentUserSchema, serverSchema, userSettingsSchema } from './accounts.ts';

describe('account contracts', () => {
  it('accept a server and the current user', () => {
    expect(serverSchema.parse({ id: '123', name: 'Galaxia HQ', isAdmin: true })).toEqual({
      id: '123',
      name: 'Galaxia HQ',
      isAdmin: true,
    });
    expect(currentUserSchema.safeParse({ id: 'u1', name: 'Player', avatar: '/a.png' }).success).toBe(true);
    expect(
      serverSchema.safeParse({ id: '123', name: 'Galaxia HQ', isAdmin: 'yes' }).error?.issues[0]?.path,
    ).toEqual(['isAdmin']);
  });

  it('accept settings with known games and privacy, refusing others by path', () => {
    const settings = {
      emailNotifications: true,
      eventReminders: false,
      teamInvites: true,
      profilePrivacy: 'friends',
      preferredGames: ['coc', 'bgmi'],
    };
    // No time zone chosen: the viewer's browser decides.
    expect(userSettingsSchema.parse(settings)).toEqual({ ...settings, timeZone: null });
    const bad = userSettingsSchema.safeParse({
      ...settings,
      profilePrivacy: 'secret',
      preferredGames: ['chess'],
    });
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'profilePrivacy',
      'preferredGames.0',
    ]);
  });
});
