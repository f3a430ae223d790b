import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns.ts';
import { Tournament } from './tournament.ts';
import { User } from './user.ts';

export const Announcement = defineEntity({
  name: 'Announcement',
  tableName: 'announcements',
  indexes: [{ properties: ['tournament', 'createdAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    tournament: () => p.manyToOne(Tournament).deleteRule('cascade'),
    author: () => p.manyToOne(User).nullable().deleteRule('set null'),
    type: p.enum(['important', 'warning', 'info']),
    title: p.string().length(120),
    content: p.text(),
    createdAt: createdAtColumn(),
  },
});
