import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns.ts';
import { User } from './user.ts';

/** An upload, stored outside any web root under a random name and served only through the API. */
export const UploadedFile = defineEntity({
  name: 'UploadedFile',
  tableName: 'uploaded_files',
  properties: {
    id: uuidPrimaryKey(),
    /** Indexed: every upload sums its owner's files against their storage quota. */
    owner: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    kind: p.enum(['image', 'video']),
    /** Sniffed from the bytes, never taken from the client. */
    mimeType: p.string().length(100),
    sizeBytes: p.integer(),
    storageName: p.string().length(100).unique(),
    originalName: p.string().length(255).nullable(),
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    durationSeconds: p.double().nullable(),
    /** A picture's description for people who cannot see it; null when nobody described it. */
    alt: p.string().length(500).nullable(),
    createdAt: createdAtColumn(),
  },
});
