import { UserSettings } from '@galaxia/core/server';
import { describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../test-support/actors.ts';
import { useTestApp } from '../test-support/suite-app.ts';

/** A response body as loose JSON: the assertions below check its shape. */
const json = (response: Response) => response.json() as Promise<Record<string, unknown>>;

describe('profile and settings', () => {
  const app = useTestApp();

  it('shows and updates the profile, and the header name follows', async () => {
    const user = await createUser(app, 'Old Name');
    const client = await signedIn(app, user);
    expect(await json(await client.get('/api/profile'))).toEqual({
      id: user.id,
      name: 'Old Name',
      avatar: null,
      bio: null,
      nationality: null,
    });

    const updated = await client.put('/api/profile', {
      name: ' New Name ',
      bio: 'IGL since 2019',
      nationality: '',
    });
    expect(updated.status).toBe(200);
    expect(await json(updated)).toMatchObject({
      name: 'New Name',
      bio: 'IGL since 2019',
      nationality: null,
    });
    expect(await json(await client.get('/api/profile'))).toMatchObject({
      name: 'New Name',
      bio: 'IGL since 2019',
    });
    expect((await json(await client.get('/api/me'))).user).toMatchObject({ name: 'New Name' });

    const blank = await client.put('/api/profile', { name: '  ' });
    expect(blank.status).toBe(400);
    expect((await json(blank)).error).toBe('Name is required');
    const long = await client.put('/api/profile', { name: 'A', bio: 'x'.repeat(501) });
    expect((await json(long)).error).toBe('Bio must be at most 500 characters');
  });

  it('answers defaults until settings are saved, then what was saved', async () => {
    const user = await createUser(app);
    const client = await signedIn(app, user);
    expect(await json(await client.get('/api/settings'))).toEqual({
      emailNotifications: true,
      eventReminders: true,
      teamInvites: true,
      profilePrivacy: 'public',
      preferredGames: [],
      timeZone: null,
    });

    const chosen = {
      emailNotifications: false,
      eventReminders: true,
      teamInvites: false,
      profilePrivacy: 'friends',
      preferredGames: ['bgmi', 'coc', 'bgmi'],
      timeZone: 'Europe/Berlin',
    };
    const saved = await client.put('/api/settings', chosen);
    expect(saved.status).toBe(200);
    const expected = { ...chosen, preferredGames: ['bgmi', 'coc'] };
    expect(await json(saved)).toEqual(expected);
    expect(await json(await client.get('/api/settings'))).toEqual(expected);

    const changed = await client.put('/api/settings', { ...expected, profilePrivacy: 'private' });
    expect((await json(changed)).profilePrivacy).toBe('private');
    expect(await app.em().count(UserSettings, { user: user.id })).toBe(1);
  });

  it('refuses settings outside the schema', async () => {
    const client = await signedIn(app, await createUser(app));
    const bad = await client.put('/api/settings', {
      emailNotifications: true,
      eventReminders: true,
      teamInvites: true,
      profilePrivacy: 'everyone',
      preferredGames: [],
    });
    expect(bad.status).toBe(400);
    expect((await client.get('/api/settings').then(json)).profilePrivacy).toBe('public');
    const zone = await client.put('/api/settings', {
      emailNotifications: true,
      eventReminders: true,
      teamInvites: true,
      profilePrivacy: 'public',
      preferredGames: [],
      timeZone: 'Mars/Olympus_Mons',
    });
    expect([zone.status, await json(zone)]).toMatchObject([
      400,
      { error: 'Choose a time zone from the list' },
    ]);
  });

  it('is 401 signed out', async () => {
    const client = app.client();
    expect((await client.get('/api/profile')).status).toBe(401);
    expect((await client.put('/api/settings', {})).status).toBe(401);
  });
});
