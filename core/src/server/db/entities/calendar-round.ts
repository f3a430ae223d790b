import { defineEntity, p } from '@mikro-orm/core';
import { ROUND_NAME_MAX_LENGTH } from '../../../contracts/calendar.ts';
import { dateTimeSpanColumns, uuidPrimaryKey } from './columns.ts';
import { Phase } from './phase.ts';

export const CalendarRound = defineEntity({
  name: 'CalendarRound',
  tableName: 'calendar_rounds',
  uniques: [{ properties: ['phase', 'position'] }],
  properties: {
    id: uuidPrimaryKey(),
    phase: () => p.manyToOne(Phase).deleteRule('cascade'),
    position: p.integer(),
    /** The bracket engine's round key, so a phase's matches find the dates of their round. */
    roundKey: p.string().length(40).nullable(),
    roundName: p.string().length(ROUND_NAME_MAX_LENGTH),
    ...dateTimeSpanColumns(),
  },
});
