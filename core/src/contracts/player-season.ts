import { z } from 'zod';
import {
  entrantTeamSchema,
  entryRosterPlayerSchema,
  entryStatusSchema,
  rosterPlayerSchema,
} from './competition.ts';
import { isoDateTime } from './date-time.ts';
import { registrationStatusSchema } from './events.ts';
import { idSchema, text } from './text-fields.ts';

const count = z.int().min(0).max(100_000);

// Players

/** GET /api/players/search?q=: people who signed in, found by display name or Discord username. */
export const playerSearchQuerySchema = z.object({ q: text().trim().min(2).max(40) });

export const playerSearchResultSchema = z.object({
  userId: text(),
  name: text(),
  avatar: text().nullable(),
  discordUsername: text().nullable(),
});
export type PlayerSearchResult = z.infer<typeof playerSearchResultSchema>;

// Entering an event

/** Why the signed-in person cannot register now; the event page shows it in place of the button. */
export const entryBlockerSchema = z.enum([
  'signed_out',
  'not_open',
  'closed',
  'no_team',
  'roster_too_small',
  'unverified',
]);
export type EntryBlocker = z.infer<typeof entryBlockerSchema>;

/** One of my teams for the event's game, as the registration dialog offers it. */
export const entryCandidateSchema = z.object({
  team: entrantTeamSchema,
  isCaptain: z.boolean(),
  players: z.array(rosterPlayerSchema),
});
export type EntryCandidate = z.infer<typeof entryCandidateSchema>;

/** GET /api/events/:id/my-entry: everything the event page needs to offer, or explain, registration. */
export const myEntrySchema = z.object({
  registrationStatus: registrationStatusSchema,
  /** Players per side, and how many substitutes may be added. */
  rosterSize: z.object({ players: count, substitutes: count }).nullable(),
  requiresVerification: z.boolean(),
  places: count,
  taken: count,
  waitlisted: count,
  /** null when the person can register now (a full event puts the team on the waitlist). */
  blocker: entryBlockerSchema.nullable(),
  blockerMessage: text().nullable(),
  candidates: z.array(entryCandidateSchema),
  entry: z
    .object({
      team: entrantTeamSchema,
      status: entryStatusSchema,
      roster: z.array(entryRosterPlayerSchema),
      /** The captain may swap a substitute for a starter now (before check-in). */
      canSwap: z.boolean(),
      /** Why the captain's substitutes can no longer swap (checked in, check-in closed); null otherwise. */
      swapLocked: z.string().nullable(),
      /** 1-based place on the waitlist; null unless waitlisted. */
      waitlistPosition: count.nullable(),
      isCaptain: z.boolean(),
      canWithdraw: z.boolean(),
      checkedIn: z.boolean(),
      /** Applied while players' verification waits for review: the place is held, the team does not play yet. */
      awaitingVerification: z.boolean(),
      verificationDeadline: z.string().nullable(),
    })
    .nullable(),
  eventCheckIn: z.enum(['off', 'not_open', 'open', 'closed']),
});
export type MyEntry = z.infer<typeof myEntrySchema>;

// Check-in

/** POST /api/events/:id/check-in: which of the person's teams checks in for the event. */
export const eventCheckInPayloadSchema = z.object({ teamId: idSchema });

export const checkInWindowStateSchema = z.enum(['not_open', 'open', 'closed']);

/** GET /api/matches/:id/check-in: the window, who is in, and the team the viewer may check in. */
export const matchCheckInSchema = z.object({
  matchId: text(),
  window: z
    .object({ opensAt: isoDateTime, closesAt: isoDateTime, state: checkInWindowStateSchema })
    .nullable(),
  teams: z.array(z.object({ team: entrantTeamSchema, checkedInAt: isoDateTime.nullable() })),
  /** The viewer's side of the match, when they captain it or are on its roster. */
  myTeamId: text().nullable(),
  /** Set when the window closed with a team missing and the organiser has to decide. */
  noShow: z.object({ absent: z.array(entrantTeamSchema) }).nullable(),
});
export type MatchCheckIn = z.infer<typeof matchCheckInSchema>;

/** PUT /api/organiser/tournaments/:id/play-settings: how no-shows and event check-in work. */
export const playSettingsSchema = z.object({ autoForfeit: z.boolean(), eventCheckIn: z.boolean() });
export type PlaySettings = z.infer<typeof playSettingsSchema>;
