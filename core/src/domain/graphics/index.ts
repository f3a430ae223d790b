export {
  clamp,
  clampBorderThickness,
  clampElement,
  clampFontSize,
  normaliseRotation,
} from './clamp-element.ts';
export {
  createImageElement,
  createShapeElement,
  createTextElement,
  fitWithin,
  nextElementId,
} from './create-elements.ts';
export {
  acceptsResize,
  addElement,
  bringForward,
  bringToFront,
  canAddElement,
  copyElement,
  deleteElement,
  type ElementBox,
  type ElementPatch,
  findElement,
  moveElement,
  normaliseZOrder,
  nudgeElement,
  resizeElement,
  rotateElement,
  sendBackward,
  sendToBack,
  updateBackground,
  updateElement,
} from './element-operations.ts';
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
