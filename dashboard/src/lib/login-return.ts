/** The path plus query string the person was on is kept under this local-storage key. */
export const LOGIN_RETURN_KEY = 'loginReturnUrl';

export function rememberReturnUrl(location: { pathname: string; search: string }) {
  localStorage.setItem(LOGIN_RETURN_KEY, `${location.pathname}${location.search}`);
}

/** Reads and forgets the stored path; only same-site paths are honoured (never `//host` or a URL). */
export function takeReturnUrl(): string {
  const stored = localStorage.getItem(LOGIN_RETURN_KEY);
  localStorage.removeItem(LOGIN_RETURN_KEY);
  if (!stored?.startsWith('/') || stored.startsWith('//') || stored.startsWith('/login')) return '/';
  return stored;
}

/** `/login` carrying the way back: a plain link that works before the page has hydrated. */
export function loginPathReturningTo(location: { pathname: string; search: string }): string {
  return `/login?return=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

/** The login page keeps the `?return=` a plain link brought, as the header dialog keeps the current path. */
export function rememberReturnParam(value: string | null) {
  if (value) localStorage.setItem(LOGIN_RETURN_KEY, value);
}

export const DISCORD_SIGN_IN_PATH = '/api/auth/discord';
export const GOOGLE_SIGN_IN_PATH = '/api/auth/google';
/** Adds Discord or Google to the signed-in person instead of signing in. */
export const DISCORD_LINK_PATH = '/api/auth/discord?intent=link';
export const GOOGLE_LINK_PATH = '/api/auth/google?intent=link';
