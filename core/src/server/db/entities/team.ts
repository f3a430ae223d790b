import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, updatedAtColumn, uuidPrimaryKey } from './columns.ts';
import { UploadedFile } from './uploaded-file.ts';
import { User } from './user.ts';

export const Team = defineEntity({
  name: 'Team',
  tableName: 'teams',
  properties: {
    id: uuidPrimaryKey(),
    name: p.string().length(60),
    gameId: p.string().length(20),
    logo: () => p.manyToOne(UploadedFile).nullable().deleteRule('set null'),
    description: p.string().length(500).nullable(),
    region: p.string().length(60).nullable(),
    founded: p.integer().nullable(),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
