import { AppError, messages } from '@galaxia/core';
import type { PublicContext } from '../../context.ts';
import { GameAccount, UploadedFile, VerificationContest } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { isStaff, type StaffPolicy } from '../staff/require-staff.ts';
import { reviewablePlayers } from './reviewable-players.ts';

export interface ViewableFile {
  storageName: string;
  mimeType: string;
  kind: 'image' | 'video';
}

/**
 * Decides who may fetch an upload. Logos and posters are public. Verification evidence (the video and
 * its thumbnail) shows a player's account details, so only its owner and the organisers who may review
 * that player see it; platform staff see both sides' videos of an ownership contest. Everyone else, and
 * every malformed id, gets the same 404.
 */
export async function findViewableFile(
  ctx: PublicContext,
  fileId: string,
  staff: StaffPolicy = { allowList: [] },
): Promise<ViewableFile> {
  const notFound = new AppError('NOT_FOUND', 'NOT_FOUND', messages.http.notFound);
  if (!isUuid(fileId)) throw notFound;
  const file = await ctx.em.findOne(UploadedFile, { id: fileId });
  if (!file) throw notFound;
  const view = { storageName: file.storageName, mimeType: file.mimeType, kind: file.kind };

  const evidenceOf = await ctx.em.find(GameAccount, { $or: [{ evidence: file.id }, { thumbnail: file.id }] });
  // Posters and logos (images that are no one's evidence) are public; a contest's evidence is a video.
  if (file.kind === 'image' && evidenceOf.length === 0) return view;
  const contested = await ctx.em.count(VerificationContest, {
    $or: [{ evidence: file.id }, { account: { $in: evidenceOf.map((account) => account.id) } }],
  });
  const viewer = ctx.actor;
  if (!viewer) throw notFound;
  if (file.owner?.id === viewer.userId) return view;
  if (contested > 0 && (await isStaff(ctx.em, viewer, staff))) return view;
  for (const account of evidenceOf) {
    const players = await reviewablePlayers(ctx.em, viewer.userId, account.user.id);
    if (players.has(account.user.id)) return view;
  }
  throw notFound;
}
