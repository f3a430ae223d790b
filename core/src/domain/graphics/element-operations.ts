import {
  type CanvasBackground,
  type GraphicsDesign,
  type GraphicsElement,
  graphicsLimits,
  type ImageElement,
  type ShapeElement,
  type TextElement,
} from '../../contracts/graphics.ts';
import { clamp, clampElement, clampFontSize, normaliseRotation, tidy } from './clamp-element.ts';

/**
 * Pure operations on a design: each returns a new design (or the same object when nothing changes, so
 * the history can skip no-ops) and leaves every element inside the editor's limits. Array order is paint
 * order and zIndex always runs 0..n-1 along it.
 */

type PatchOf<E> = Partial<Omit<E, 'id' | 'type'>>;
export type ElementPatch = PatchOf<TextElement> | PatchOf<ShapeElement> | PatchOf<ImageElement>;

export interface ElementBox {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation?: number;
}

export const findElement = (design: GraphicsDesign, id: string): GraphicsElement | undefined =>
  design.elements.find((element) => element.id === id);

/** Sorted by zIndex (ties keep their order), renumbered 0..n-1. */
export function normaliseZOrder(elements: readonly GraphicsElement[]): GraphicsElement[] {
  return elements
    .map((element, index) => ({ element, index }))
    .sort((a, b) => a.element.zIndex - b.element.zIndex || a.index - b.index)
    .map(({ element }, zIndex) => (element.zIndex === zIndex ? element : { ...element, zIndex }));
}

const withElements = (design: GraphicsDesign, elements: GraphicsElement[]): GraphicsDesign => ({
  ...design,
  elements: normaliseZOrder(elements),
});

function replaceElement(
  design: GraphicsDesign,
  id: string,
  change: (element: GraphicsElement) => GraphicsElement,
): GraphicsDesign {
  const current = findElement(design, id);
  if (!current) return design;
  const next = clampElement(change(current));
  const same = (Object.keys(next) as (keyof GraphicsElement)[]).every((key) => next[key] === current[key]);
  if (same) return design;
  return { ...design, elements: design.elements.map((element) => (element.id === id ? next : element)) };
}

/** On top of the others; refused (same design) once the design holds the most elements it may. */
export function addElement(design: GraphicsDesign, element: GraphicsElement): GraphicsDesign {
  if (design.elements.length >= graphicsLimits.maxElements || findElement(design, element.id)) return design;
  const top = design.elements.length;
  return withElements(design, [...design.elements, clampElement({ ...element, zIndex: top })]);
}

export const canAddElement = (design: GraphicsDesign): boolean =>
  design.elements.length < graphicsLimits.maxElements;

/** Changes the fields the element has; a field of another element type, the id and the type are ignored. */
export function updateElement(design: GraphicsDesign, id: string, patch: ElementPatch): GraphicsDesign {
  return replaceElement(design, id, (element) => {
    const next: Record<string, unknown> = { ...element };
    for (const [key, value] of Object.entries(patch)) {
      if (key in element && key !== 'id' && key !== 'type' && key !== 'zIndex' && value !== undefined) {
        next[key] = value;
      }
    }
    return next as GraphicsElement;
  });
}

/** Keeps at least the minimum element size of the box on the canvas, so nothing is lost off its edge. */
const onCanvas = (design: GraphicsDesign, element: GraphicsElement, x: number, y: number) => {
  const keep = graphicsLimits.minElementSize;
  return {
    x: tidy(clamp(x, keep - element.width, design.width - keep)),
    y: tidy(clamp(y, keep - element.height, design.height - keep)),
  };
};

export function moveElement(
  design: GraphicsDesign,
  id: string,
  position: { x: number; y: number },
): GraphicsDesign {
  return replaceElement(design, id, (element) => ({
    ...element,
    ...onCanvas(design, element, position.x, position.y),
  }));
}

export function nudgeElement(design: GraphicsDesign, id: string, dx: number, dy: number): GraphicsDesign {
  const element = findElement(design, id);
  return element ? moveElement(design, id, { x: element.x + dx, y: element.y + dy }) : design;
}

/**
 * The box a corner handle dragged the element to, never smaller than the minimum size. Text scales its
 * font with the box's height, never below the minimum text size.
 */
export function resizeElement(design: GraphicsDesign, id: string, box: ElementBox): GraphicsDesign {
  return replaceElement(design, id, (element) => {
    const width = Math.max(graphicsLimits.minElementSize, box.width);
    const height = Math.max(graphicsLimits.minElementSize, box.height);
    const resized = {
      ...element,
      x: box.x,
      y: box.y,
      width,
      height,
      rotation: box.rotation ?? element.rotation,
    };
    if (element.type !== 'text' || element.height <= 0) return resized;
    const fontSize = Math.max(graphicsLimits.minTextSize, (element.fontSize * height) / element.height);
    return { ...resized, type: 'text', fontSize: clampFontSize(fontSize) } as TextElement;
  });
}

/** Whether a handle may take the element to this box: the transformer keeps the last box it accepted. */
export function acceptsResize(element: GraphicsElement, box: { width: number; height: number }): boolean {
  if (box.width < graphicsLimits.minElementSize || box.height < graphicsLimits.minElementSize) return false;
  if (element.type !== 'text' || element.height <= 0) return true;
  const fontSize = (element.fontSize * box.height) / element.height;
  return fontSize >= graphicsLimits.minTextSize && fontSize <= graphicsLimits.fontSize.max;
}

export function rotateElement(design: GraphicsDesign, id: string, degrees: number): GraphicsDesign {
  return replaceElement(design, id, (element) => ({ ...element, rotation: normaliseRotation(degrees) }));
}

function reorder(
  design: GraphicsDesign,
  id: string,
  place: (others: GraphicsElement[], index: number) => number,
) {
  const ordered = normaliseZOrder(design.elements);
  const index = ordered.findIndex((element) => element.id === id);
  const element = ordered[index];
  if (!element) return design;
  const others = ordered.filter((other) => other.id !== id);
  const target = Math.max(0, Math.min(others.length, place(others, index)));
  if (target === index && ordered.every((el, i) => el === design.elements[i])) return design;
  others.splice(target, 0, element);
  return withElements(
    design,
    others.map((el, zIndex) => (el.zIndex === zIndex ? el : { ...el, zIndex })),
  );
}

export const bringToFront = (design: GraphicsDesign, id: string): GraphicsDesign =>
  reorder(design, id, (others) => others.length);

export const sendToBack = (design: GraphicsDesign, id: string): GraphicsDesign =>
  reorder(design, id, () => 0);

export const bringForward = (design: GraphicsDesign, id: string): GraphicsDesign =>
  reorder(design, id, (_others, index) => index + 1);

export const sendBackward = (design: GraphicsDesign, id: string): GraphicsDesign =>
  reorder(design, id, (_others, index) => index - 1);

/** A copy offset by 20 px under `newId`, placed on top. */
export function copyElement(design: GraphicsDesign, id: string, newId: string): GraphicsDesign {
  const element = findElement(design, id);
  if (!element) return design;
  const offset = graphicsLimits.copyOffset;
  const copy = {
    ...element,
    id: newId,
    ...onCanvas(design, element, element.x + offset, element.y + offset),
  };
  return addElement(design, copy);
}

export function deleteElement(design: GraphicsDesign, id: string): GraphicsDesign {
  if (!findElement(design, id)) return design;
  return withElements(
    design,
    design.elements.filter((element) => element.id !== id),
  );
}

/** Sets the background's fields; a template or image given as undefined is cleared. */
export function updateBackground(design: GraphicsDesign, patch: Partial<CanvasBackground>): GraphicsDesign {
  const merged = { ...design.background, ...patch };
  const background: CanvasBackground = { color: merged.color };
  if (merged.template !== undefined) background.template = merged.template;
  if (merged.image !== undefined) background.image = merged.image;
  const same =
    background.color === design.background.color &&
    background.template === design.background.template &&
    background.image === design.background.image;
  return same ? design : { ...design, background };
}
