import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitsStorageQuota, storageQuotaBytes } from './storage-quota.ts';

describe('storage quota', () => {
  it('counts the quota in binary megabytes: 100 MB is 104,857,600 bytes', () => {
    expect(storageQuotaBytes(100)).toBe(104_857_600);
  });

  it('fits an upload that ends exactly at the quota and refuses one byte more', () => {
    expect(fitsStorageQuota(104_857_600 - 10, 10, 100)).toBe(true);
    expect(fitsStorageQuota(104_857_600 - 10, 11, 100)).toBe(false);
  });

  it('never lets the stored total pass the quota, and refuses nothing that stays within it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.nat({ max: 2_000_000_000 }),
        fc.nat({ max: 50_000_000 }),
        (quotaMb, used, incoming) => {
          expect(fitsStorageQuota(used, incoming, quotaMb)).toBe(used + incoming <= quotaMb * 1024 * 1024);
        },
      ),
    );
  });
});
