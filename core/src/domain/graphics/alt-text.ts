import { type GraphicsDesign, graphicsLimits, type TextElement } from '../../contracts/graphics.ts';

/**
 * The words on a design in reading order (top to bottom, then left to right), one sentence per text
 * element: what a person who cannot see the picture needs from it. Cut to fit `maxAltLength`.
 */
export function designText(design: Pick<GraphicsDesign, 'elements'>): string {
  const words = design.elements
    .filter((element): element is TextElement => element.type === 'text')
    .map((element) => ({ element, text: element.text.replace(/\s+/g, ' ').trim() }))
    .filter(({ text }) => text !== '')
    .sort((a, b) => a.element.y - b.element.y || a.element.x - b.element.x)
    .map(({ text }) => (/[.!?:]$/.test(text) ? text : `${text}.`))
    .join(' ');
  const max = graphicsLimits.maxAltLength;
  return words.length <= max ? words : `${words.slice(0, max - 1).trimEnd()}…`;
}

/** The description a picture made from this design carries: the organiser's own, else its text. */
export const designAlt = (design: Pick<GraphicsDesign, 'elements' | 'alt'>): string =>
  design.alt?.trim() || designText(design);
