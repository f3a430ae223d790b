import { describe, expect, it } from 'vitest';
import { isSidebarShortcut, readSidebarOpen, sidebarCookie } from './sidebar-state.ts';

describe('sidebar state', () => {
  it('is open unless the cookie says false', () => {
    expect(readSidebarOpen('')).toBe(true);
    expect(readSidebarOpen('a=1; sidebar:state=false; b=2')).toBe(false);
    expect(readSidebarOpen('sidebar:state=true')).toBe(true);
  });

  it('writes a cookie named sidebar:state that lasts 7 days', () => {
    expect(sidebarCookie(false)).toBe('sidebar:state=false; path=/; max-age=604800; SameSite=Lax');
  });

  it('toggles on Ctrl+B and Cmd+B only', () => {
    expect(isSidebarShortcut({ key: 'b', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSidebarShortcut({ key: 'B', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSidebarShortcut({ key: 'b', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isSidebarShortcut({ key: 'n', ctrlKey: true, metaKey: false })).toBe(false);
  });
});
