import { defaultGraphicsDesign, designAlt, designSvg, templateDataOf } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { GraphicDesign, type Tournament, type UploadedFile } from '../../../db/entities/index.ts';
import { storedDesign } from '../../graphics/get-graphics-design.ts';
import { basicInfoOf } from './basic-info-dto.ts';
import { loadSavedRounds } from './stored-calendar.ts';
import { loadRoadmap } from './stored-roadmap.ts';

/** Renders a design's SVG to a picture and keeps it as an upload; runs inside the caller's transaction. */
export type StoreGeneratedPoster = (
  em: EntityManager,
  svg: string,
) => Promise<InstanceType<typeof UploadedFile.class>>;

/**
 * The poster a tournament gets when none was uploaded: the organiser's saved poster design if there is
 * one, else the starting template written from the event's details (name, season, game, dates, prize
 * pool as the spec writes it, ₹5,00,000).
 */
export async function generatePoster(
  em: EntityManager,
  tournament: InferEntity<typeof Tournament>,
  store: StoreGeneratedPoster,
) {
  const row = await em.findOne(GraphicDesign, { tournament: tournament.id, section: 'poster' });
  const saved = row ? storedDesign('poster', row.document) : null;
  const { rows } = await loadRoadmap(em, tournament.id);
  const rounds = await loadSavedRounds(
    em,
    rows.map((phase) => phase.id),
  );
  const calendar = rows.map((phase, index) => ({ phaseName: phase.name, rounds: rounds[index] ?? [] }));
  const design = saved ?? defaultGraphicsDesign('poster', templateDataOf(basicInfoOf(tournament), calendar));
  const poster = await store(em, designSvg(design));
  // The picture says what the design says, to people who cannot see it.
  poster.alt = designAlt(design) || null;
  return poster;
}
