import { describe, expect, it } from 'vitest';
import { discordNotificationJob } from './discord-notification-job.ts';

describe('discordNotificationJob.jobId', () => {
  const phase = {
    kind: 'phase-started' as const,
    tournamentId: '7f2c8a55-3b1e-4c8a-9a51-2d0f4b6c9e10',
    phaseId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
    automatic: true,
  };

  it('posts a phase started again after a correction of its qualifiers, once per start', () => {
    const first = discordNotificationJob.jobId?.({ ...phase, startedAt: '2026-11-28T10:00:00.000Z' });
    const again = discordNotificationJob.jobId?.({ ...phase, startedAt: '2026-11-28T10:20:00.000Z' });
    expect(first).not.toBe(again);
    // A retried request or job for the same start is still one post.
    expect(discordNotificationJob.jobId?.({ ...phase, startedAt: '2026-11-28T10:00:00.000Z' })).toBe(first);
  });
});
