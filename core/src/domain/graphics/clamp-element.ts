import { type GraphicsElement, graphicsLimits } from '../../contracts/graphics.ts';

export const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));

/** Positions and sizes keep two decimals: enough for sub-pixel drags, short in the saved JSON. */
export const tidy = (value: number): number => (Number.isFinite(value) ? Math.round(value * 100) / 100 : 0);

/** Degrees in [0, 360). */
export const normaliseRotation = (degrees: number): number => {
  if (!Number.isFinite(degrees)) return 0;
  const turned = tidy(((degrees % 360) + 360) % 360);
  return turned >= 360 ? 0 : turned;
};

const size = (value: number): number =>
  tidy(Math.max(graphicsLimits.minElementSize, Number.isFinite(value) ? value : 0));

export const clampFontSize = (value: number): number =>
  Math.round(clamp(value, graphicsLimits.fontSize.min, graphicsLimits.fontSize.max));

export const clampBorderThickness = (value: number): number =>
  Math.round(clamp(value, graphicsLimits.borderThickness.min, graphicsLimits.borderThickness.max));

/** The element with every number inside the editor's limits, whatever an input sent. */
export function clampElement<T extends GraphicsElement>(element: T): T {
  const box = {
    x: tidy(element.x),
    y: tidy(element.y),
    width: size(element.width),
    height: size(element.height),
    zIndex: Number.isFinite(element.zIndex) ? Math.trunc(element.zIndex) : 0,
    opacity: tidy(clamp(element.opacity, 0, 1)),
    rotation: normaliseRotation(element.rotation),
  };
  switch (element.type) {
    case 'text':
      return {
        ...element,
        ...box,
        text: element.text.slice(0, graphicsLimits.maxTextLength),
        fontSize: clampFontSize(element.fontSize),
      };
    case 'shape':
      return { ...element, ...box, borderThickness: clampBorderThickness(element.borderThickness) };
    default:
      return { ...element, ...box };
  }
}
