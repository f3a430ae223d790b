import {
  GRAPHICS_SECTION_SIZES,
  GRAPHICS_SECTIONS,
  type GraphicsSection,
  graphicsSectionSchema,
} from '../../contracts/graphics.ts';
import type { ImagePresetKind } from '../media/image-rules.ts';

export const GRAPHICS_SECTION_LABELS: Readonly<Record<GraphicsSection, string>> = {
  poster: 'Poster',
  header: 'Header',
  logo: 'Logo',
  'match-card': 'Match card',
  'social-post': 'Social post',
};

export const isGraphicsSection = (value: unknown): value is GraphicsSection =>
  graphicsSectionSchema.safeParse(value).success;

export const graphicsSectionSize = (section: GraphicsSection): { width: number; height: number } => ({
  ...GRAPHICS_SECTION_SIZES[section],
});

/** The tournament image a section's export can replace, or null for designs that are only downloaded. */
export const tournamentImageOf = (section: GraphicsSection): ImagePresetKind | null =>
  section === 'poster' || section === 'header' || section === 'logo' ? section : null;

export const graphicsSections = (): { section: GraphicsSection; label: string }[] =>
  GRAPHICS_SECTIONS.map((section) => ({ section, label: GRAPHICS_SECTION_LABELS[section] }));
