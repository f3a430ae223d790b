import { defineEntity, p } from '@mikro-orm/core';
import { now } from '../../clock.ts';
import { Tournament } from './tournament.ts';

/** One canvas document per tournament and section (poster, header, logo, match cards, social posts). */
export const GraphicDesign = defineEntity({
  name: 'GraphicDesign',
  tableName: 'graphic_designs',
  uniques: [{ properties: ['tournament', 'section'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    tournament: () => p.manyToOne(Tournament).deleteRule('cascade'),
    section: p.string().length(40),
    document: p.json<Record<string, unknown>>(),
    updatedAt: p
      .datetime()
      .onCreate(() => now())
      .onUpdate(() => now()),
  },
});
