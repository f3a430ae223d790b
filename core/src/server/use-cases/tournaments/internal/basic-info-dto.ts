import { DEFAULT_PRIZE_PERCENTAGES, gameIdSchema, type TournamentBasicInfo } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { Tournament } from '../../../db/entities/index.ts';

/** Uploads are served by the API, never from a public folder. */
export const uploadedFileUrl = (fileId: string): string => `/api/files/${fileId}`;

const urlOf = (file: { id: string } | null | undefined): string | null =>
  file ? uploadedFileUrl(file.id) : null;

/** The basic step's fields as the form edits them: blanks are empty strings, images are URLs. */
export const basicInfoOf = (tournament: InferEntity<typeof Tournament>): TournamentBasicInfo => ({
  eventName: tournament.eventName,
  seasonNumber: tournament.seasonNumber,
  gameId: gameIdSchema.parse(tournament.gameId),
  serverId: tournament.server.id,
  publishDate: tournament.publishDate,
  format: tournament.format ?? null,
  prizePool: tournament.prizePool ?? '',
  eventDescription: tournament.eventDescription ?? '',
  eventPoster: urlOf(tournament.poster),
  eventHeader: urlOf(tournament.header),
  eventLogo: urlOf(tournament.logo),
  requiresVerification: tournament.requiresVerification,
  substitutes: tournament.substitutes,
  discordLink: tournament.discordLink ?? '',
  prizeSplit: tournament.prizeSplit?.map((place) => place.percentage) ?? [...DEFAULT_PRIZE_PERCENTAGES],
});
