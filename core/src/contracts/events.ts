import { z } from 'zod';
import { INT4_MAX } from '../domain/limits.ts';
import { isoDate } from './date-time.ts';
import { finalPlacingSchema } from './placings.ts';
import { text } from './text-fields.ts';

export const registrationStatusSchema = z.enum(['not_started', 'open', 'closed']);
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

export const eventStatusSchema = z.enum(['upcoming', 'ongoing', 'past']);
export type EventStatus = z.infer<typeof eventStatusSchema>;

export const scheduleStatusSchema = z.enum(['completed', 'active', 'upcoming']);
export type ScheduleStatus = z.infer<typeof scheduleStatusSchema>;

export const scheduleItemSchema = z.object({
  phase: text().min(1),
  date: isoDate,
  status: scheduleStatusSchema,
});
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;

const eventFields = z.object({
  id: text().min(1),
  title: text().min(1),
  /** The game's display name, as the events page filters on it. */
  game: text().min(1),
  format: text(),
  roadmap: text(),
  host: text(),
  /** Rupee text with Indian digit grouping, e.g. '₹10,00,000'. */
  prizePool: text(),
  /** Null when the organiser has not given an invite link. */
  discordLink: z.url().nullable(),
  /** The poster's URL; null when the organiser has not uploaded one. */
  image: text().nullable(),
  /** What the poster says, for people who cannot see it; null exactly when there is no poster. */
  imageAlt: text().nullable(),
  registrationStatus: registrationStatusSchema,
  registrationStartDate: isoDate.optional(),
  /** Null only for an event that has no registration window at all. */
  registrationEndDate: isoDate.nullable(),
  status: eventStatusSchema,
  isParticipating: z.boolean(),
  description: text(),
  /** The hosting server's community page address, when its admins have set one up. */
  communitySlug: text().optional(),
});

// The start date is what the 'Registration starts on {date}' banner shows, so it exists exactly
// while registration has not started.
const startDateOnlyBeforeOpening = (
  event: z.infer<typeof eventFields>,
  ctx: z.RefinementCtx<z.infer<typeof eventFields>>,
) => {
  const hasStart = event.registrationStartDate !== undefined;
  if (hasStart !== (event.registrationStatus === 'not_started')) {
    ctx.addIssue({
      code: 'custom',
      path: ['registrationStartDate'],
      message: hasStart
        ? 'registrationStartDate is only given while registration has not started'
        : 'registrationStartDate is required while registration has not started',
    });
  }
};

export const eventListItemSchema = eventFields
  .extend({
    /** The events list's card of a finished event names its champion (core `finalPlacings`' first). */
    champion: finalPlacingSchema.shape.team.nullable().optional(),
  })
  .superRefine(startDateOnlyBeforeOpening);
export type EventListItem = z.infer<typeof eventListItemSchema>;

export const eventDetailSchema = eventFields
  .extend({
    hasBrackets: z.boolean(),
    hasStreams: z.boolean(),
    hasMatches: z.boolean(),
    schedule: z.array(scheduleItemSchema),
    /** Empty until the last phase has its final result; then its champion first. */
    placings: z.array(finalPlacingSchema).default([]),
    /**
     * A Clash of Clans war's Town Hall lineup from the organiser's breakdown, highest level first; empty
     * for other games and before a breakdown is saved.
     */
    townHalls: z
      .array(z.object({ level: z.number().int().min(3).max(17), count: z.number().int().min(1) }))
      .default([]),
  })
  .superRefine(startDateOnlyBeforeOpening);
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const featuredTournamentSchema = z.object({
  id: text().min(1),
  title: text().min(1),
  game: text().min(1),
  date: isoDate,
  time: text().min(1),
  location: text().min(1),
  participants: z.int().min(0).max(INT4_MAX),
  image: text().nullable(),
  imageAlt: text().nullable(),
});
export type FeaturedTournament = z.infer<typeof featuredTournamentSchema>;

export const prizePlaceSchema = z.object({
  position: z.int().min(1).max(INT4_MAX),
  /** Whole rupees. */
  prize: z.int().min(0).max(INT4_MAX),
  percentage: z.number().min(0).max(100),
  color: text().regex(/^#[0-9A-Fa-f]{6}$/),
});
export type PrizePlace = z.infer<typeof prizePlaceSchema>;
