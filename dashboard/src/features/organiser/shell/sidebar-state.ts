/** The sidebar's open state lives in cookie `sidebar:state` for 7 days. */
const SIDEBAR_COOKIE = 'sidebar:state';
const SEVEN_DAYS_SECONDS = 7 * 24 * 60 * 60;

export function readSidebarOpen(cookie: string): boolean {
  const match = cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true;
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SEVEN_DAYS_SECONDS}; SameSite=Lax`;
}

/** Ctrl+B on Windows/Linux, Cmd+B on a Mac. */
export const isSidebarShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>) =>
  event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey);
