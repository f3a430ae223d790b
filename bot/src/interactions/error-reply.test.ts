import { AppError } from '@galaxia/core';
import { describe, expect, it } from 'vitest';
import { errorReply } from './error-reply.ts';

describe('errors answered in Discord', () => {
  it('never tells a Discord user to reload a page', () => {
    const stale = new AppError(
      'CONFLICT',
      'STALE_WRITE',
      'This match changed while you were acting: reload and try again',
    );
    expect(errorReply(stale, 'schedule-match')).toEqual({
      content: 'This match changed while you were acting: run the command again to see where it stands',
      ephemeral: true,
    });
  });

  it('shows other catalogue messages as they are, privately', () => {
    expect(
      errorReply(
        new AppError('CONFLICT', 'COMPETITION_TOURNAMENT_COMPLETED', 'This tournament is over'),
        'register-team',
      ),
    ).toEqual({
      content: 'This tournament is over',
      ephemeral: true,
    });
  });
});
