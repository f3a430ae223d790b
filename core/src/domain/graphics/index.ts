export { designAlt, designText } from './alt-text.ts';
export {
  clamp,
  clampBorderThickness,
  clampElement,
  clampFontSize,
  normaliseRotation,
} from './clamp-element.ts';
export * from './create-elements.ts';
export { designSvg } from './design-svg.ts';
export * from './element-operations.ts';
export { canRedo, canUndo, closeGroup, commit, createHistory, type History, redo, undo } from './history.ts';
export {
  GRAPHICS_SECTION_LABELS,
  graphicsSectionSize,
  graphicsSections,
  isGraphicsSection,
  tournamentImageOf,
} from './sections.ts';
export {
  buildTemplate,
  defaultGraphicsDesign,
  defaultTemplateFor,
  formatDateRange,
  GRAPHICS_TEMPLATES,
  type GraphicsTemplateData,
  type GraphicsTemplateId,
  isGraphicsTemplateId,
  templateDataOf,
} from './templates.ts';
