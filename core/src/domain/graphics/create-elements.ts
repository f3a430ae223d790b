import {
  type GraphicsDesign,
  graphicsLimits,
  type ImageElement,
  type ShapeElement,
  type ShapeType,
  type TextElement,
} from '../../contracts/graphics.ts';
import { clampElement, tidy } from './clamp-element.ts';

/** `el-<n>`, one past the highest such id on the design: stable and readable in the saved JSON. */
export function nextElementId(design: Pick<GraphicsDesign, 'elements'>): string {
  let highest = 0;
  for (const { id } of design.elements) {
    const match = /^el-(\d+)$/.exec(id);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `el-${highest + 1}`;
}

const topZIndex = (design: GraphicsDesign): number =>
  design.elements.reduce((top, element) => Math.max(top, element.zIndex + 1), 0);

const centred = (design: GraphicsDesign, width: number, height: number) => ({
  x: tidy((design.width - width) / 2),
  y: tidy((design.height - height) / 2),
  width,
  height,
});

/** Scales a picture down (never up) so it fits the box, keeping its proportions. */
export function fitWithin(
  width: number,
  height: number,
  box: { width: number; height: number } = graphicsLimits.imageFit,
): { width: number; height: number } {
  if (!(width > 0 && height > 0)) return { width: box.width, height: box.height };
  const scale = Math.min(1, box.width / width, box.height / height);
  return {
    width: Math.max(graphicsLimits.minElementSize, Math.round(width * scale)),
    height: Math.max(graphicsLimits.minElementSize, Math.round(height * scale)),
  };
}

export function createTextElement(design: GraphicsDesign, overrides: Partial<TextElement> = {}): TextElement {
  const fontSize = overrides.fontSize ?? 64;
  const width = Math.min(640, design.width - 80);
  return clampElement({
    id: nextElementId(design),
    type: 'text',
    ...centred(design, width, Math.round(fontSize * 1.25)),
    zIndex: topZIndex(design),
    opacity: 1,
    rotation: 0,
    text: 'Your text',
    fontSize,
    fontFamily: 'Inter',
    color: '#ffffff',
    bold: true,
    italic: false,
    underline: false,
    strikethrough: false,
    align: 'center',
    ...overrides,
  });
}

const SHAPE_DEFAULTS: Readonly<
  Record<ShapeType, Pick<ShapeElement, 'width' | 'height' | 'fillColor' | 'borderColor' | 'borderThickness'>>
> = {
  rectangle: { width: 320, height: 200, fillColor: '#a855f7', borderColor: '#ffffff', borderThickness: 0 },
  ellipse: { width: 240, height: 240, fillColor: '#22d3ee', borderColor: '#ffffff', borderThickness: 0 },
  line: { width: 400, height: 20, fillColor: 'transparent', borderColor: '#ffffff', borderThickness: 6 },
};

export function createShapeElement(design: GraphicsDesign, shapeType: ShapeType): ShapeElement {
  const { width, height, ...style } = SHAPE_DEFAULTS[shapeType];
  return clampElement({
    id: nextElementId(design),
    type: 'shape',
    shapeType,
    ...centred(design, width, height),
    zIndex: topZIndex(design),
    opacity: 1,
    rotation: 0,
    ...style,
  });
}

/** A picture fitted within 300x300, centred on the canvas. */
export function createImageElement(
  design: GraphicsDesign,
  picture: { source: string; naturalWidth: number; naturalHeight: number },
): ImageElement {
  const { width, height } = fitWithin(picture.naturalWidth, picture.naturalHeight);
  return clampElement({
    id: nextElementId(design),
    type: 'image',
    source: picture.source,
    ...centred(design, width, height),
    zIndex: topZIndex(design),
    opacity: 1,
    rotation: 0,
  });
}
