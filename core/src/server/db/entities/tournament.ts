import { defineEntity, p } from '@mikro-orm/core';
import type { Phase as RoadmapPhase } from '../../../contracts/roadmap.ts';
import { PRIZE_POOL_MAX_LENGTH } from '../../../contracts/tournament.ts';
import type { VetoSettingsPayload } from '../../../contracts/veto.ts';
import { createdAtColumn, updatedAtColumn, uuidPrimaryKey } from './columns.ts';
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
    id: uuidPrimaryKey(),
    server: () => p.manyToOne(DiscordServer),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    eventName: p.string().length(120),
    seasonNumber: p.integer(),
    gameId: p.string().length(20),
    publishDate: p.string().columnType('date'),
    /** Players per team: 1..50 for Clash of Clans, 1-4 elsewhere, 5v5 too for Valorant and CODM (core format options). */
    format: p.integer().nullable(),
    /** Substitutes a team may add to its roster, 0..2 (core `DEFAULT_SUBSTITUTES`, bounded by the contract). */
    substitutes: p.integer().default(2),
    prizePool: p.string().length(PRIZE_POOL_MAX_LENGTH).nullable(),
    eventDescription: p.text().nullable(),
    poster: () => p.manyToOne(UploadedFile).nullable().deleteRule('set null'),
    header: () => p.manyToOne(UploadedFile).nullable().deleteRule('set null'),
    logo: () => p.manyToOne(UploadedFile).nullable().deleteRule('set null'),
    discordLink: p.string().length(200).nullable(),
    breakdown: p.json<TownHallCounts>().nullable(),
    /** The organiser's own rulebook (Markdown); null shows the one generated from the settings. */
    rulebook: p.text().nullable(),
    /** Valorant and CODM: the map pool and veto sequences; null plays the game's current pool and the default sequences. */
    vetoSettings: p.json<VetoSettingsPayload>().nullable(),
    prizeSplit: p.json<PrizeSplit>().nullable(),
    /** Phases kept with "Save Phase" but not yet in the roadmap; "Save all Phases" replaces it and clears this. */
    roadmapDraft: p.json<RoadmapPhase[]>().nullable(),
    /** Registration requires a verified game account for every rostered player. */
    requiresVerification: p.boolean().default(true),
    /** A team missing at the close of match check-in forfeits; off, the organiser is asked to decide. */
    autoForfeit: p.boolean().default(true),
    /** Teams confirm before the first phase; the unchecked are dropped and waitlisted teams fill in. */
    eventCheckIn: p.boolean().default(false),
    /**
     * draft until the organiser publishes it (Publish step, readiness checklist complete); completed when
     * the final phase has a champion. Registration and live are derived (core `tournamentStage`).
     */
    lifecycle: p.enum(['draft', 'published', 'completed']).default('draft'),
    /** When it was last published; kept through an unpublish so the organiser sees it went out once. */
    publishedAt: p.datetime().nullable(),
    /** Set aside by the organiser: hidden from My Tournaments' other filters. Drafts and finished ones only. */
    archivedAt: p.datetime().nullable(),
    /** Clash of Clans: when the rostered players' Town Hall levels were last read from the API. */
    townHallsRefreshedAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
