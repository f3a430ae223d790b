import { describe, expect, it } from 'vitest';
import {
  type GraphicsDesign,
  graphicsDesignSchema,
  graphicsElementSchema,
} from '../../contracts/graphics.ts';
import {
  createImageElement,
  createShapeElement,
  createTextElement,
  fitWithin,
  nextElementId,
} from './create-elements.ts';

const empty: GraphicsDesign = { width: 1280, height: 720, background: { color: '#0b0b14' }, elements: [] };

describe('nextElementId', () => {
  it('counts on from the highest el-<n> id', () => {
    expect(nextElementId(empty)).toBe('el-1');
    const design = {
      elements: [{ id: 'el-2' }, { id: 'el-10' }, { id: 'logo' }, { id: 'el-x' }],
    } as GraphicsDesign;
    expect(nextElementId(design)).toBe('el-11');
  });
});

describe('fitWithin', () => {
  it('scales a picture down to fit 300 x 300, keeping its proportions', () => {
    expect(fitWithin(1200, 600)).toEqual({ width: 300, height: 150 });
    expect(fitWithin(400, 800)).toEqual({ width: 150, height: 300 });
    expect(fitWithin(900, 900)).toEqual({ width: 300, height: 300 });
  });

  it('never enlarges a small picture and never goes under the minimum size', () => {
    expect(fitWithin(120, 80)).toEqual({ width: 120, height: 80 });
    expect(fitWithin(3000, 30)).toEqual({ width: 300, height: 20 });
    expect(fitWithin(0, 0)).toEqual({ width: 300, height: 300 });
  });
});

describe('creating elements', () => {
  it('adds text centred on the canvas with the default style', () => {
    const text = createTextElement(empty);
    expect(text).toMatchObject({
      id: 'el-1',
      type: 'text',
      text: 'Your text',
      fontSize: 64,
      fontFamily: 'Inter',
      color: '#ffffff',
      zIndex: 0,
      opacity: 1,
      rotation: 0,
    });
    expect(text.x + text.width / 2).toBe(640);
    expect(text.y + text.height / 2).toBe(360);
    expect(graphicsElementSchema.parse(text)).toEqual(text);
  });

  it('clamps overrides and stacks the new element above the others', () => {
    const design = { ...empty, elements: [createTextElement(empty)] };
    const text = createTextElement(design, { fontSize: 500, text: 'Finals' });
    expect(text).toMatchObject({ id: 'el-2', zIndex: 1, fontSize: 200, text: 'Finals' });
  });

  it('adds each shape type with its own defaults', () => {
    expect(createShapeElement(empty, 'rectangle')).toMatchObject({
      shapeType: 'rectangle',
      width: 320,
      height: 200,
      borderThickness: 0,
    });
    expect(createShapeElement(empty, 'ellipse')).toMatchObject({
      shapeType: 'ellipse',
      width: 240,
      height: 240,
    });
    expect(createShapeElement(empty, 'line')).toMatchObject({
      shapeType: 'line',
      fillColor: 'transparent',
      borderThickness: 6,
    });
  });

  it('adds an uploaded image fitted within 300 x 300 and centred', () => {
    const source = '/api/files/8c3e3b1a-2f4d-4c55-9a51-0d7b1a2f3c4d';
    const image = createImageElement(empty, { source, naturalWidth: 1920, naturalHeight: 1080 });
    expect(image).toMatchObject({ type: 'image', source, width: 300, height: 169, x: 490, y: 275.5 });
    const design = graphicsDesignSchema.parse({ ...empty, elements: [image] });
    expect(design.elements).toEqual([image]);
  });
});
