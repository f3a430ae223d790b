import { defineEntity, p } from '@mikro-orm/core';
import { Phase } from './phase.ts';

export const CalendarRound = defineEntity({
  name: 'CalendarRound',
  tableName: 'calendar_rounds',
  uniques: [{ properties: ['phase', 'position'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    phase: () => p.manyToOne(Phase).deleteRule('cascade'),
    position: p.integer(),
    roundName: p.string().length(80),
    startDate: p.string().columnType('date'),
    endDate: p.string().columnType('date'),
    startTime: p.string().length(5),
    endTime: p.string().length(5),
  },
});
