import {
  AppError,
  ERROR_CODES,
  type GraphicsDesign,
  type GraphicsDesignResponse,
  graphicsSectionSize,
  messages,
} from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { GraphicDesign } from '../../db/entities/index.ts';
import { withLockedTournament } from '../tournaments/internal/lock-tournament.ts';
import { parseGraphicsSection } from './internal/graphics-section.ts';

export interface SaveGraphicsDesignInput {
  tournamentId: string;
  section: string;
  design: GraphicsDesign;
  /** The version the editor started from; null when it started from the template. */
  updatedAt: string | null;
}

const sameVersion = (stored: Date | null, sent: string | null): boolean =>
  stored === null || sent === null ? stored === null && sent === null : stored.getTime() === Date.parse(sent);

/**
 * Saves a section's design. The tournament row is locked for the transaction, so two saves take turns
 * and the second sees the first's version: a save from a stale copy is refused instead of overwriting.
 */
export async function saveGraphicsDesign(
  ctx: UseCaseContext,
  input: SaveGraphicsDesignInput,
): Promise<GraphicsDesignResponse> {
  const section = parseGraphicsSection(input.section);
  return withLockedTournament(ctx, input.tournamentId, async (em, tournament) => {
    const size = graphicsSectionSize(section);
    if (input.design.width !== size.width || input.design.height !== size.height) {
      throw new AppError(
        'BAD_REQUEST',
        'GRAPHICS_WRONG_SIZE',
        messages.graphics.wrongSize(size.width, size.height),
      );
    }
    const existing = await em.findOne(GraphicDesign, { tournament: tournament.id, section });
    if (!sameVersion(existing?.updatedAt ?? null, input.updatedAt)) {
      throw new AppError('CONFLICT', ERROR_CODES.staleWrite, messages.graphics.changedElsewhere);
    }
    const document = input.design as unknown as Record<string, unknown>;
    const row = existing ?? em.create(GraphicDesign, { tournament, section, document });
    row.document = document;
    await em.flush();
    return { section, design: input.design, updatedAt: row.updatedAt.toISOString() };
  });
}
