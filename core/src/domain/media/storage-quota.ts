const BYTES_PER_MB = 1024 * 1024;

/** A person's storage quota (STORAGE_QUOTA_MB) in bytes. */
export const storageQuotaBytes = (quotaMb: number): number => quotaMb * BYTES_PER_MB;

/**
 * Whether a new upload fits what the person may store: everything they uploaded that is still kept,
 * plus the new file, within the quota. Exactly at the quota still fits.
 */
export const fitsStorageQuota = (usedBytes: number, incomingBytes: number, quotaMb: number): boolean =>
  usedBytes + incomingBytes <= storageQuotaBytes(quotaMb);
