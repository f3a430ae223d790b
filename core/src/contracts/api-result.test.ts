import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ApiResult, apiResultSchema, errorBodySchema } from './api-result.ts';

describe('errorBodySchema', () => {
  it('accepts { error } and refuses an empty or missing message', () => {
    expect(errorBodySchema.parse({ error: 'Tournament not found' })).toEqual({
      error: 'Tournament not found',
    });
    expect(errorBodySchema.safeParse({ error: '' }).success).toBe(false);
    expect(errorBodySchema.safeParse({ message: 'x' }).error?.issues[0]?.path).toEqual(['error']);
  });
});

describe('apiResultSchema', () => {
  const created = apiResultSchema(z.object({ id: z.string() }));

  it('accepts success with data and failure with an error', () => {
    const ok: ApiResult<{ id: string }> = created.parse({ success: true, data: { id: 't-1' } });
    expect(ok).toEqual({ success: true, data: { id: 't-1' } });
    expect(created.parse({ success: false, error: 'Failed to create tournament' })).toEqual({
      success: false,
      error: 'Failed to create tournament',
    });
  });

  it('checks the data against the given schema and names the bad field', () => {
    expect(created.safeParse({ success: true, data: { id: 7 } }).error?.issues[0]?.path).toEqual([
      'data',
      'id',
    ]);
    expect(created.safeParse({ success: false }).error?.issues[0]?.path).toEqual(['error']);
  });
});
