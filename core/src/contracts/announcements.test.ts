import { describe, expect, it } from 'vitest';
import { announcementSchema, createAnnouncementPayloadSchema } from './announcements.ts';

describe('announcementSchema', () => {
  it('accepts an announcement and refuses an unknown type by path', () => {
    const announcement = {
      id: 'a-1',
      type: 'important',
      title: 'Prize payout',
      content: 'Prizes are paid within 7 business days.',
      timestamp: '2025-03-20T10:00:00+05:30',
      author: 'Tournament Admin',
    };
    expect(announcementSchema.parse(announcement)).toEqual(announcement);
    expect(announcementSchema.safeParse({ ...announcement, type: 'urgent' }).error?.issues[0]?.path).toEqual([
      'type',
    ]);
  });
});

describe('createAnnouncementPayloadSchema', () => {
  it('trims title and content and defaults the type to info', () => {
    expect(
      createAnnouncementPayloadSchema.parse({ title: ' Check-in ', content: ' Opens at 17:30 IST ' }),
    ).toEqual({
      type: 'info',
      title: 'Check-in',
      content: 'Opens at 17:30 IST',
    });
  });

  it('requires title and content and bounds their length, with readable messages', () => {
    const issues = (input: unknown) =>
      createAnnouncementPayloadSchema
        .safeParse(input)
        .error?.issues.map(({ path, message }) => ({ path, message }));
    expect(issues({ title: ' ', content: '' })).toEqual([
      { path: ['title'], message: 'Title is required' },
      { path: ['content'], message: 'Content is required' },
    ]);
    expect(issues({ title: 'x'.repeat(121), content: 'y'.repeat(2001), type: 'warning' })).toEqual([
      { path: ['title'], message: 'Title must be at most 120 characters' },
      { path: ['content'], message: 'Content must be at most 2000 characters' },
    ]);
  });
});
