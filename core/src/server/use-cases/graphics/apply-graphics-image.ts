import {
  AppError,
  type AppliedGraphicResponse,
  designAlt,
  type GraphicsSection,
  IMAGE_PRESETS,
  messages,
  tournamentImageOf,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { UseCaseContext } from '../../context.ts';
import { GraphicDesign } from '../../db/entities/index.ts';
import { uploadedFileUrl } from '../tournaments/internal/basic-info-dto.ts';
import { withLockedTournament } from '../tournaments/internal/lock-tournament.ts';
import type { StoreImage } from '../tournaments/update-tournament-basic-info.ts';
import { storedDesign } from './get-graphics-design.ts';
import { parseGraphicsSection } from './internal/graphics-section.ts';

async function savedDesignAlt(em: EntityManager, tournamentId: string, section: GraphicsSection) {
  const row = await em.findOne(GraphicDesign, { tournament: tournamentId, section });
  const design = row ? storedDesign(section, row.document) : null;
  return design ? designAlt(design) || null : null;
}

/**
 * Makes a section's exported picture the tournament's poster, header or logo, as the basic step shows it.
 * The picture keeps the description the editor showed (`alt`, already bounded by its contract); without
 * one, the saved design's, written from its text.
 */
export async function applyGraphicsImage(
  ctx: UseCaseContext,
  input: { tournamentId: string; section: string; store: StoreImage; alt?: string | undefined },
): Promise<AppliedGraphicResponse> {
  const section = parseGraphicsSection(input.section);
  return withLockedTournament(ctx, input.tournamentId, async (em, tournament) => {
    const kind = tournamentImageOf(section);
    if (!kind) throw new AppError('BAD_REQUEST', 'GRAPHICS_NOT_APPLICABLE', messages.graphics.notApplicable);
    const file = await input.store(em);
    file.alt = input.alt || (await savedDesignAlt(em, tournament.id, section));
    tournament[kind] = file;
    await em.flush();
    return { field: IMAGE_PRESETS[kind].field, url: uploadedFileUrl(file.id) };
  });
}
