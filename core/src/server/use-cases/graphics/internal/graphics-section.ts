import { AppError, type GraphicsSection, graphicsSectionSchema, messages } from '@galaxia/core';

/** The section named in a URL; an unknown one is a page that does not exist. */
export function parseGraphicsSection(value: string): GraphicsSection {
  const parsed = graphicsSectionSchema.safeParse(value);
  if (!parsed.success)
    throw new AppError('NOT_FOUND', 'GRAPHICS_UNKNOWN_SECTION', messages.graphics.unknownSection);
  return parsed.data;
}
