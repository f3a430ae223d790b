import {
  AppError,
  type GameId,
  messages,
  requiresVerifiedAccounts,
  type TournamentBasicInfo,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor, UseCaseContext } from '../../context.ts';
import { DiscordServer, UploadedFile } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { requireServerAdmin } from '../access/require-server-admin.ts';
import { unverifiedEnteredTeams } from '../game-accounts/internal/roster-verification.ts';
import { basicInfoOf, uploadedFileUrl } from './internal/basic-info-dto.ts';
import { withLockedTournament } from './internal/lock-tournament.ts';

type UploadedFileRow = InferEntity<typeof UploadedFile>;

/** The basic step's images; each is also the multipart field its new file travels under. */
export const BASIC_INFO_IMAGE_FIELDS = ['eventPoster', 'eventHeader', 'eventLogo'] as const;
export type BasicInfoImageField = (typeof BASIC_INFO_IMAGE_FIELDS)[number];

/**
 * Keeps one newly sent image and records it with the given EntityManager. The transport owns the bytes,
 * the use case owns the transaction: a refused save must take the record (and so the file) with it.
 */
export type StoreImage = (em: EntityManager) => Promise<UploadedFileRow>;

export interface UpdateBasicInfoInput {
  tournamentId: string;
  info: TournamentBasicInfo;
  newImages?: Partial<Record<BasicInfoImageField, StoreImage>>;
}

const IMAGE_COLUMNS: Record<BasicInfoImageField, 'poster' | 'header' | 'logo'> = {
  eventPoster: 'poster',
  eventHeader: 'header',
  eventLogo: 'logo',
};

const uploadedFileId = (url: string): string | null => {
  const id = url.startsWith('/api/files/') ? url.slice('/api/files/'.length) : '';
  return isUuid(id) ? id : null;
};

/**
 * An image field without a new file keeps the current image, clears it (null), or names an image the
 * actor uploaded before. The column holds uploads only, so a pasted link cannot be kept.
 */
async function keptImage(
  em: EntityManager,
  actor: Actor,
  field: BasicInfoImageField,
  current: UploadedFileRow | null | undefined,
  url: string | null,
): Promise<UploadedFileRow | null> {
  if (url === null) return null;
  if (current && url === uploadedFileUrl(current.id)) return current;
  const id = uploadedFileId(url);
  const file = id ? await em.findOne(UploadedFile, { id, owner: actor.userId, kind: 'image' }) : null;
  if (!file) {
    throw new AppError('BAD_REQUEST', 'TOURNAMENT_IMAGE_NOT_UPLOADED', messages.tournament.imageNotUploaded, {
      [field]: [messages.tournament.imageNotUploaded],
    });
  }
  return file;
}

export async function updateTournamentBasicInfo(
  ctx: UseCaseContext,
  input: UpdateBasicInfoInput,
): Promise<TournamentBasicInfo> {
  return withLockedTournament(ctx, input.tournamentId, async (em, tournament) => {
    const { info } = input;
    // Moving a tournament hands it to another server's admins: only one of them may do that.
    if (info.serverId !== tournament.server.id) await requireServerAdmin(em, ctx.actor, info.serverId);

    for (const field of BASIC_INFO_IMAGE_FIELDS) {
      const column = IMAGE_COLUMNS[field];
      const store = input.newImages?.[field];
      tournament[column] = store
        ? await store(em)
        : await keptImage(em, ctx.actor, field, tournament[column], info[field]);
    }
    const verifiedBefore = requiresVerifiedAccounts(
      tournament.gameId as GameId,
      tournament.requiresVerification,
    );
    tournament.server = em.getReference(DiscordServer, info.serverId);
    tournament.eventName = info.eventName;
    tournament.seasonNumber = info.seasonNumber;
    tournament.gameId = info.gameId;
    tournament.publishDate = info.publishDate;
    tournament.format = info.format;
    tournament.prizePool = info.prizePool || null;
    tournament.eventDescription = info.eventDescription || null;
    if (info.requiresVerification !== undefined) tournament.requiresVerification = info.requiresVerification;
    if (info.substitutes !== undefined) tournament.substitutes = info.substitutes;
    if (info.discordLink !== undefined) tournament.discordLink = info.discordLink || null;
    if (!verifiedBefore && requiresVerifiedAccounts(info.gameId, tournament.requiresVerification)) {
      // Teams entered without verification would play unverified: the organiser sees them first.
      const unverified = await unverifiedEnteredTeams(em, tournament);
      if (unverified.length > 0) {
        throw new AppError(
          'CONFLICT',
          'ENTRY_VERIFICATION_TURN_ON_REFUSED',
          messages.entryVerification.turnOnRefused(unverified.join(', ')),
        );
      }
    }
    if (info.prizeSplit !== undefined) {
      tournament.prizeSplit = info.prizeSplit.map((percentage, index) => ({
        position: index + 1,
        percentage,
      }));
    }
    await em.flush();
    return basicInfoOf(tournament);
  });
}
