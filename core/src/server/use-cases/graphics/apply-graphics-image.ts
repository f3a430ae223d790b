import {
  AppError,
  type AppliedGraphicResponse,
  IMAGE_PRESETS,
  messages,
  tournamentImageOf,
} from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { uploadedFileUrl } from '../tournaments/internal/basic-info-dto.ts';
import { withLockedTournament } from '../tournaments/internal/lock-tournament.ts';
import type { StoreImage } from '../tournaments/update-tournament-basic-info.ts';
import { parseGraphicsSection } from './internal/graphics-section.ts';

/** Makes a section's exported picture the tournament's poster, header or logo, as the basic step shows it. */
export async function applyGraphicsImage(
  ctx: UseCaseContext,
  input: { tournamentId: string; section: string; store: StoreImage },
): Promise<AppliedGraphicResponse> {
  const section = parseGraphicsSection(input.section);
  return withLockedTournament(ctx, input.tournamentId, async (em, tournament) => {
    const kind = tournamentImageOf(section);
    if (!kind) throw new AppError('BAD_REQUEST', messages.graphics.notApplicable);
    const file = await input.store(em);
    tournament[kind] = file;
    await em.flush();
    return { field: IMAGE_PRESETS[kind].field, url: uploadedFileUrl(file.id) };
  });
}
