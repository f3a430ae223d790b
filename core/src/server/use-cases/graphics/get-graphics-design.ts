import {
  defaultGraphicsDesign,
  type GraphicsDesign,
  type GraphicsDesignResponse,
  type GraphicsSection,
  graphicsDesignSchema,
  graphicsSectionSize,
  templateDataOf,
} from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { GraphicDesign } from '../../db/entities/index.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { getTournamentCalendar } from '../tournaments/get-tournament-calendar.ts';
import { basicInfoOf } from '../tournaments/internal/basic-info-dto.ts';
import { parseGraphicsSection } from './internal/graphics-section.ts';

/** A stored document the current rules still accept, at the section's size; anything else is not used. */
export function storedDesign(section: GraphicsSection, document: unknown): GraphicsDesign | null {
  const parsed = graphicsDesignSchema.safeParse(document);
  const size = graphicsSectionSize(section);
  if (!parsed.success || parsed.data.width !== size.width || parsed.data.height !== size.height) return null;
  return parsed.data;
}

/**
 * The saved design of a tournament's section, or the section's starting template written from the
 * tournament's details. `updatedAt` is the saved row's version even when its document had to be
 * replaced, so the next save still passes the version check.
 */
export async function getGraphicsDesign(
  ctx: UseCaseContext,
  input: { tournamentId: string; section: string },
): Promise<GraphicsDesignResponse> {
  const section = parseGraphicsSection(input.section);
  const tournament = await loadTournamentForOrganiser(ctx.em, ctx.actor, input.tournamentId);
  const row = await ctx.em.findOne(GraphicDesign, { tournament: tournament.id, section });
  const updatedAt = row ? row.updatedAt.toISOString() : null;
  const saved = row ? storedDesign(section, row.document) : null;
  if (saved) return { section, design: saved, updatedAt };
  const { calendar } = await getTournamentCalendar(ctx, tournament.id);
  return {
    section,
    design: defaultGraphicsDesign(section, templateDataOf(basicInfoOf(tournament), calendar)),
    updatedAt,
  };
}
