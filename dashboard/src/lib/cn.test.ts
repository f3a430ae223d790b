import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('lets a later width replace the base one instead of both applying', () => {
    expect(cn('w-full rounded-lg px-3', 'h-10', 'h-8 w-12 text-center')).toBe(
      'rounded-lg px-3 h-8 w-12 text-center',
    );
  });

  it('keeps the theme colours and arbitrary values apart from sizes', () => {
    expect(cn('bg-ink-950/80 text-sm text-slate-100', 'bg-[#5865F2] text-neon-400')).toBe(
      'text-sm bg-[#5865F2] text-neon-400',
    );
  });

  it('drops false and empty parts like clsx', () => {
    expect(cn('p-2', false && 'p-4', undefined, { 'font-bold': true })).toBe('p-2 font-bold');
  });
});
