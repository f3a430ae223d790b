import { describe, expect, it } from 'vitest';
import { pageQuerySchema } from './public-event.ts';

describe('pageQuerySchema', () => {
  it('refuses a page past what an answer may carry (a page number is an int4), with the page message naming the range', () => {
    const parsed = pageQuerySchema.safeParse({ page: '2147483648' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['page'], 'page must be a whole number from 1 to 2147483647'],
    ]);
    expect(pageQuerySchema.parse({ page: '2147483647' }).page).toBe(2147483647);
  });
});
