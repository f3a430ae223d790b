import { AppError } from '@galaxia/core';
import { OptimisticLockError } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { refusingStaleWrites } from './row-locks.ts';

describe('refusingStaleWrites', () => {
  it('turns a stale version into the message a person can act on', async () => {
    const stale = refusingStaleWrites(async () => {
      throw OptimisticLockError.lockFailed('Match');
    });
    await expect(stale).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'STALE_WRITE',
      message: 'This match changed while you were acting: reload and try again',
    });
  });

  it('lets every other failure through unchanged', async () => {
    const refused = new AppError('FORBIDDEN', 'MATCH_ORGANISER_ONLY', 'Only an organiser can do that');
    await expect(
      refusingStaleWrites(async () => {
        throw refused;
      }),
    ).rejects.toBe(refused);
    await expect(refusingStaleWrites(async () => 42)).resolves.toBe(42);
  });
});
