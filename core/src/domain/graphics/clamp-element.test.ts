import { describe, expect, it } from 'vitest';
import type { ShapeElement, TextElement } from '../../contracts/graphics.ts';
import { clampElement, normaliseRotation } from './clamp-element.ts';

const text: TextElement = {
  id: 'el-1',
  type: 'text',
  x: 10,
  y: 20,
  width: 300,
  height: 60,
  zIndex: 0,
  opacity: 1,
  rotation: 0,
  text: 'GRAND FINAL',
  fontSize: 48,
  fontFamily: 'Inter',
  color: '#ffffff',
  bold: false,
  italic: false,
  underline: false,
  strikethrough: false,
  align: 'left',
};
const shape: ShapeElement = {
  id: 'el-2',
  type: 'shape',
  shapeType: 'rectangle',
  x: 0,
  y: 0,
  width: 100,
  height: 100,
  zIndex: 1,
  opacity: 1,
  rotation: 0,
  fillColor: '#a855f7',
  borderColor: '#ffffff',
  borderThickness: 2,
};

describe('clampElement', () => {
  it('keeps font sizes within 10-200, in whole pixels', () => {
    expect(clampElement({ ...text, fontSize: 4 }).fontSize).toBe(10);
    expect(clampElement({ ...text, fontSize: 10 }).fontSize).toBe(10);
    expect(clampElement({ ...text, fontSize: 200 }).fontSize).toBe(200);
    expect(clampElement({ ...text, fontSize: 999 }).fontSize).toBe(200);
    expect(clampElement({ ...text, fontSize: 36.6 }).fontSize).toBe(37);
    expect(clampElement({ ...text, fontSize: Number.NaN }).fontSize).toBe(10);
  });

  it('keeps border thickness within 0-20', () => {
    expect(clampElement({ ...shape, borderThickness: -3 }).borderThickness).toBe(0);
    expect(clampElement({ ...shape, borderThickness: 0 }).borderThickness).toBe(0);
    expect(clampElement({ ...shape, borderThickness: 20 }).borderThickness).toBe(20);
    expect(clampElement({ ...shape, borderThickness: 35 }).borderThickness).toBe(20);
  });

  it('keeps every element at least 20 x 20 and its opacity within 0-1', () => {
    expect(clampElement({ ...shape, width: 5, height: -40 })).toMatchObject({ width: 20, height: 20 });
    expect(clampElement({ ...shape, width: 20, height: 21.456 })).toMatchObject({ width: 20, height: 21.46 });
    expect(clampElement({ ...shape, opacity: 1.5 }).opacity).toBe(1);
    expect(clampElement({ ...shape, opacity: -0.2 }).opacity).toBe(0);
    expect(clampElement({ ...shape, opacity: 0.456 }).opacity).toBe(0.46);
  });

  it('turns rotation into 0-360 degrees and positions into finite numbers', () => {
    expect(clampElement({ ...shape, rotation: -90 }).rotation).toBe(270);
    expect(clampElement({ ...shape, rotation: 720 }).rotation).toBe(0);
    expect(clampElement({ ...shape, x: Number.POSITIVE_INFINITY, y: 12.345 })).toMatchObject({
      x: 0,
      y: 12.35,
    });
    expect(normaliseRotation(359.999)).toBe(0);
    expect(normaliseRotation(45.5)).toBe(45.5);
    expect(normaliseRotation(Number.NaN)).toBe(0);
  });

  it('cuts text at 500 characters and leaves an element within the limits untouched', () => {
    expect(clampElement({ ...text, text: 'x'.repeat(600) }).text).toHaveLength(500);
    expect(clampElement(text)).toEqual(text);
    expect(clampElement(shape)).toEqual(shape);
  });
});
