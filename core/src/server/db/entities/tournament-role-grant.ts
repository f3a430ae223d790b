import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns.ts';
import { Tournament } from './tournament.ts';
import { User } from './user.ts';

/** A role the organiser grants one person in one tournament: one row per tournament and person. */
export const tournamentRoleGrant = <const Name extends string>(name: Name, tableName: string) =>
  defineEntity({
    name,
    tableName,
    uniques: [{ properties: ['tournament', 'user'] }],
    properties: {
      id: uuidPrimaryKey(),
      tournament: () => p.manyToOne(Tournament).deleteRule('cascade'),
      user: () => p.manyToOne(User).deleteRule('cascade'),
      grantedAt: createdAtColumn(),
    },
  });
