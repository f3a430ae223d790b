import { defineEntity, p } from '@mikro-orm/core';
import { PRIZE_POOL_MAX_LENGTH } from '../../../contracts/tournament.ts';
import { now } from '../../clock.ts';
import { DiscordServer } from './discord-server.ts';
import { UploadedFile } from './uploaded-file.ts';
import { User } from './user.ts';

/** Town Hall level (3-17) -> how many bases of that level the tournament asks for. */
export type TownHallCounts = Record<string, number>;
export type PrizeSplit = { position: number; percentage: number }[];

export const Tournament = defineEntity({
  name: 'Tournament',
  tableName: 'tournaments',
  indexes: [{ properties: ['server'] }, { properties: ['publishDate'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    server: () => p.manyToOne(DiscordServer),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    eventName: p.string().length(120),
    seasonNumber: p.integer(),
    gameId: p.string().length(20),
    publishDate: p.string().columnType('date'),
    /** Players per team: 1..50 for Clash of Clans, 1-4 elsewhere (see the core's format options). */
    format: p.integer().nullable(),
    prizePool: p.string().length(PRIZE_POOL_MAX_LENGTH).nullable(),
    eventDescription: p.text().nullable(),
    poster: () => p.manyToOne(UploadedFile).nullable().deleteRule('set null'),
    header: () => p.manyToOne(UploadedFile).nullable().deleteRule('set null'),
    logo: () => p.manyToOne(UploadedFile).nullable().deleteRule('set null'),
    discordLink: p.string().length(200).nullable(),
    breakdown: p.json<TownHallCounts>().nullable(),
    prizeSplit: p.json<PrizeSplit>().nullable(),
    /** Registration requires a verified game account for every rostered player. */
    requiresVerification: p.boolean().default(true),
    /** draft until the organiser finishes the steps; completed when the final phase has a champion. */
    lifecycle: p.enum(['draft', 'configured', 'completed']).default('draft'),
    createdAt: p.datetime().onCreate(() => now()),
    updatedAt: p
      .datetime()
      .onCreate(() => now())
      .onUpdate(() => now()),
  },
});
