import { describe, expect, it } from 'vitest';
import { tokenHint, tokenScopeAllows } from './api-tokens.ts';

describe('API token scopes', () => {
  it('lets a read token only read', () => {
    expect(['GET', 'head'].map((method) => tokenScopeAllows('read', method))).toEqual([true, true]);
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].map((method) => tokenScopeAllows('read', method))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('lets a write token read and write', () => {
    expect(['GET', 'POST', 'DELETE'].map((method) => tokenScopeAllows('write', method))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('shows the prefix and the last four characters only', () => {
    expect(tokenHint('glx_abcdefghijklmnopqrstuvwxyz')).toBe('glx_abcd…wxyz');
  });
});
