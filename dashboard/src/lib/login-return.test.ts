import { beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_RETURN_KEY, rememberReturnUrl, takeReturnUrl } from './login-return.ts';

const storage = new Map<string, string>();
beforeEach(() => {
  storage.clear();
  globalThis.localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  } as Storage;
});

describe('login return URL', () => {
  it('stores the path plus query string under loginReturnUrl', () => {
    rememberReturnUrl({ pathname: '/events/42/matches', search: '?tab=live' });
    expect(storage.get(LOGIN_RETURN_KEY)).toBe('/events/42/matches?tab=live');
  });

  it('returns the stored path once, then forgets it', () => {
    rememberReturnUrl({ pathname: '/galaxia', search: '' });
    expect(takeReturnUrl()).toBe('/galaxia');
    expect(takeReturnUrl()).toBe('/');
  });

  it('never sends the person off-site or back to the login page', () => {
    for (const unsafe of ['//evil.example/x', 'https://evil.example', '/login?x=1']) {
      storage.set(LOGIN_RETURN_KEY, unsafe);
      expect(takeReturnUrl()).toBe('/');
    }
  });
});
