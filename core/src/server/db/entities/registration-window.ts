import { defineEntity, p } from '@mikro-orm/core';
import { dateTimeSpanColumns, uuidPrimaryKey } from './columns.ts';
import { Tournament } from './tournament.ts';

export const RegistrationWindow = defineEntity({
  name: 'RegistrationWindow',
  tableName: 'registration_windows',
  uniques: [{ properties: ['tournament', 'position'] }],
  properties: {
    id: uuidPrimaryKey(),
    tournament: () => p.manyToOne(Tournament).deleteRule('cascade'),
    position: p.integer(),
    ...dateTimeSpanColumns(),
  },
});
