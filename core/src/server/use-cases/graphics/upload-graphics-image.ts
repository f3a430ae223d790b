import type { GraphicsImageUploadResponse } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { uploadedFileUrl } from '../tournaments/internal/basic-info-dto.ts';
import type { StoreImage } from '../tournaments/update-tournament-basic-info.ts';

/** Keeps a picture an organiser puts on one of the tournament's designs. */
export async function uploadGraphicsImage(
  ctx: UseCaseContext,
  input: { tournamentId: string; store: StoreImage },
): Promise<GraphicsImageUploadResponse> {
  return ctx.em.transactional(async (em) => {
    await loadTournamentForOrganiser(em, ctx.actor, input.tournamentId);
    const file = await input.store(em);
    await em.flush();
    return { url: uploadedFileUrl(file.id) };
  });
}
