import { z } from 'zod';
import { isIsoDate } from '../domain/calendar/date-time.ts';
import { isDiscordInviteLink } from '../domain/event-pages/discord-invite.ts';
import { MAX_SUBSTITUTES } from '../domain/event-pages/rulebook.ts';
import { isFormatValidForGame } from '../domain/games/format-options.ts';
import { MAX_SEASON_NUMBER } from '../domain/limits.ts';
import { messages } from '../domain/messages/catalogue.ts';
import { isValidPrizeSplit, MAX_PRIZE_PLACES } from '../domain/stats/prize-split.ts';
import { coded } from './coded-error.ts';
import { inRange } from './date-time.ts';
import { gameIdSchema } from './games.ts';
import { text as storableText } from './text-fields.ts';

export const EVENT_NAME_MAX_LENGTH = 100;
export const PRIZE_POOL_MAX_LENGTH = 100;
export const EVENT_DESCRIPTION_MAX_LENGTH = 5000;
export const IMAGE_URL_MAX_LENGTH = 2048;
export const DISCORD_LINK_MAX_LENGTH = 200;

const { createTournament: text } = messages;
const seasonRequired = coded('CREATE_TOURNAMENT_SEASON_REQUIRED', text.seasonRequired);
const seasonInvalid = coded('CREATE_TOURNAMENT_SEASON_INVALID', text.seasonInvalid);

const eventNameSchema = storableText(coded('CREATE_TOURNAMENT_NAME_REQUIRED', text.nameRequired))
  .trim()
  .min(1, coded('CREATE_TOURNAMENT_NAME_REQUIRED', text.nameRequired))
  .max(EVENT_NAME_MAX_LENGTH, { error: messages.form.tooLong('Tournament name', EVENT_NAME_MAX_LENGTH) });

const seasonNumberSchema = z
  .number({
    error: (issue) =>
      (issue.input === undefined || issue.input === null ? seasonRequired : seasonInvalid).error(issue),
  })
  .int(coded('CREATE_TOURNAMENT_SEASON_INVALID', text.seasonInvalid))
  .min(1, coded('CREATE_TOURNAMENT_SEASON_INVALID', text.seasonInvalid))
  .max(MAX_SEASON_NUMBER, { error: text.seasonTooLarge(MAX_SEASON_NUMBER) });

const serverIdSchema = storableText(coded('CREATE_TOURNAMENT_SERVER_REQUIRED', text.serverRequired))
  .trim()
  .min(1, coded('CREATE_TOURNAMENT_SERVER_REQUIRED', text.serverRequired));

const publishDateSchema = storableText(
  coded('CREATE_TOURNAMENT_PUBLISH_DATE_REQUIRED', text.publishDateRequired),
)
  .min(1, { ...coded('CREATE_TOURNAMENT_PUBLISH_DATE_REQUIRED', text.publishDateRequired), abort: true })
  .refine(isIsoDate, { ...coded('CALENDAR_INVALID_DATE', messages.calendar.invalidDate), abort: true })
  .refine(inRange, coded('FORM_DATE_OUT_OF_RANGE', messages.form.dateOutOfRange));

/** Uploaded images are served by the API under a root-relative path; pasted ones are web links. */
const isImageUrl = (value: string): boolean => {
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

export const imageUrlSchema = storableText(coded('CREATE_TOURNAMENT_IMAGE_URL_INVALID', text.imageUrlInvalid))
  .max(IMAGE_URL_MAX_LENGTH, coded('CREATE_TOURNAMENT_IMAGE_URL_INVALID', text.imageUrlInvalid))
  .refine(isImageUrl, coded('CREATE_TOURNAMENT_IMAGE_URL_INVALID', text.imageUrlInvalid));

/** POST /createEvent: what the Create Tournament dialog sends (publishDate is today). */
export const createTournamentSchema = z.object({
  eventName: eventNameSchema,
  seasonNumber: seasonNumberSchema,
  gameId: gameIdSchema,
  serverId: serverIdSchema,
  publishDate: publishDateSchema,
});
export type CreateTournamentInput = z.infer<typeof createTournamentSchema>;

export const createTournamentResponseSchema = z.object({ id: storableText().min(1) });
export type CreateTournamentResponse = z.infer<typeof createTournamentResponseSchema>;

const prizePercentageSchema = z
  .number(coded('PRIZE_PERCENTAGE_INVALID', messages.prize.percentageInvalid))
  .min(0, coded('PRIZE_PERCENTAGE_INVALID', messages.prize.percentageInvalid))
  .max(100, coded('PRIZE_PERCENTAGE_INVALID', messages.prize.percentageInvalid));

export const prizeSplitSchema = z
  .array(prizePercentageSchema)
  .min(1, coded('PRIZE_PERCENTAGES_MUST_TOTAL100', messages.prize.percentagesMustTotal100))
  .max(MAX_PRIZE_PLACES, { error: messages.tournament.prizePlacesTooMany(MAX_PRIZE_PLACES) })
  .refine(
    isValidPrizeSplit,
    coded('PRIZE_PERCENTAGES_MUST_TOTAL100', messages.prize.percentagesMustTotal100),
  );

/**
 * The basic step's fields, sent as the multipart field tournamentData. The format is null after a game
 * change until one is picked again; image fields keep the current URL or null, new files travel as
 * their own multipart parts.
 */
export const tournamentBasicInfoSchema = createTournamentSchema
  .extend({
    format: z
      .number(coded('CREATE_TOURNAMENT_FORMAT_INVALID', text.formatInvalid))
      .int(coded('CREATE_TOURNAMENT_FORMAT_INVALID', text.formatInvalid))
      .min(0, coded('CREATE_TOURNAMENT_FORMAT_INVALID', text.formatInvalid))
      .max(1000, coded('CREATE_TOURNAMENT_FORMAT_INVALID', text.formatInvalid))
      .nullable()
      .default(null),
    prizePool: storableText()
      .trim()
      .max(PRIZE_POOL_MAX_LENGTH, { error: messages.form.tooLong('Prize pool', PRIZE_POOL_MAX_LENGTH) })
      .default(''),
    eventDescription: storableText()
      .trim()
      .max(EVENT_DESCRIPTION_MAX_LENGTH, {
        error: messages.form.tooLong('Event description', EVENT_DESCRIPTION_MAX_LENGTH),
      })
      .default(''),
    eventPoster: imageUrlSchema.nullable().default(null),
    eventHeader: imageUrlSchema.nullable().default(null),
    eventLogo: imageUrlSchema.nullable().default(null),
    // The settings below are optional on the wire: a client that does not send one keeps what is stored.
    /** Asked only for games with a verification method; elsewhere it is ignored (always off). */
    requiresVerification: z.boolean().optional(),
    discordLink: storableText()
      .trim()
      .max(
        DISCORD_LINK_MAX_LENGTH,
        coded('TOURNAMENT_DISCORD_LINK_INVALID', messages.tournament.discordLinkInvalid),
      )
      .refine(
        (link) => link === '' || isDiscordInviteLink(link),
        coded('TOURNAMENT_DISCORD_LINK_INVALID', messages.tournament.discordLinkInvalid),
      )
      .optional(),
    /** Percent of the pool for place 1, 2, ... */
    prizeSplit: prizeSplitSchema.optional(),
    /** Substitutes each team may add beside its players (the rulebook's 2 unless lowered). */
    substitutes: z
      .int({ error: messages.rosters.substitutesInvalid(MAX_SUBSTITUTES) })
      .min(0, { error: messages.rosters.substitutesInvalid(MAX_SUBSTITUTES) })
      .max(MAX_SUBSTITUTES, { error: messages.rosters.substitutesInvalid(MAX_SUBSTITUTES) })
      .optional(),
  })
  .refine((info) => info.format === null || isFormatValidForGame(info.gameId, info.format), {
    ...coded('CREATE_TOURNAMENT_FORMAT_INVALID', text.formatInvalid),
    path: ['format'],
  });
export type TournamentBasicInfo = z.infer<typeof tournamentBasicInfoSchema>;
export type TournamentBasicInfoInput = z.input<typeof tournamentBasicInfoSchema>;
