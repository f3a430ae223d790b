import { defineEntity, p } from '@mikro-orm/core';
import { updatedAtColumn, uuidPrimaryKey } from './columns.ts';
import { Tournament } from './tournament.ts';

/** One canvas document per tournament and section (poster, header, logo, match cards, social posts). */
export const GraphicDesign = defineEntity({
  name: 'GraphicDesign',
  tableName: 'graphic_designs',
  uniques: [{ properties: ['tournament', 'section'] }],
  properties: {
    id: uuidPrimaryKey(),
    tournament: () => p.manyToOne(Tournament).deleteRule('cascade'),
    section: p.string().length(40),
    document: p.json<Record<string, unknown>>(),
    updatedAt: updatedAtColumn(),
  },
});
