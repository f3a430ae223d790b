import { describe, expect, it } from 'vitest';
import { type GraphicsDesign, graphicsDesignSchema, type TextElement } from '../../contracts/graphics.ts';
import { createShapeElement, createTextElement, nextElementId } from './create-elements.ts';
import {
  acceptsResize,
  addElement,
  bringForward,
  bringToFront,
  canAddElement,
  copyElement,
  deleteElement,
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

const empty: GraphicsDesign = { width: 1280, height: 720, background: { color: '#0b0b14' }, elements: [] };

/** A design with a text (el-1), a rectangle (el-2) and an ellipse (el-3), bottom to top. */
function threeElements(): GraphicsDesign {
  let design = addElement(empty, createTextElement(empty));
  design = addElement(design, createShapeElement(design, 'rectangle'));
  return addElement(design, createShapeElement(design, 'ellipse'));
}

const order = (design: GraphicsDesign) => design.elements.map((element) => `${element.id}:${element.zIndex}`);
const text = (design: GraphicsDesign) => findElement(design, 'el-1') as TextElement;
const valid = (design: GraphicsDesign) => expect(graphicsDesignSchema.parse(design)).toEqual(design);

describe('addElement', () => {
  it('puts the new element on top, zIndex counting 0..n-1 in paint order', () => {
    const design = threeElements();
    expect(order(design)).toEqual(['el-1:0', 'el-2:1', 'el-3:2']);
    valid(design);
  });

  it('refuses a 101st element and an id already used, returning the same design', () => {
    let design = empty;
    for (let i = 0; i < 100; i += 1) design = addElement(design, createShapeElement(design, 'rectangle'));
    expect(design.elements).toHaveLength(100);
    expect(canAddElement(design)).toBe(false);
    expect(addElement(design, createShapeElement(design, 'line'))).toBe(design);
    const one = threeElements();
    expect(addElement(one, { ...createShapeElement(one, 'line'), id: 'el-2' })).toBe(one);
  });
});

describe('updateElement', () => {
  it('changes the given fields and clamps numbers to the limits', () => {
    const design = threeElements();
    const bigger = updateElement(design, 'el-1', {
      fontSize: 400,
      bold: false,
      italic: true,
      color: '#ff0000',
    });
    expect(text(bigger)).toMatchObject({ fontSize: 200, bold: false, italic: true, color: '#ff0000' });
    expect(text(updateElement(design, 'el-1', { fontSize: 2 })).fontSize).toBe(10);
    const rectangle = updateElement(design, 'el-2', { borderThickness: 99, opacity: 3, width: 1 });
    expect(findElement(rectangle, 'el-2')).toMatchObject({ borderThickness: 20, opacity: 1, width: 20 });
    expect(findElement(updateElement(design, 'el-2', { borderThickness: -1 }), 'el-2')).toMatchObject({
      borderThickness: 0,
    });
    valid(bigger);
    valid(rectangle);
  });

  it('ignores fields of another element type, the id, the type and the zIndex', () => {
    const design = threeElements();
    const patched = updateElement(design, 'el-2', { fontSize: 30, text: 'x' } as never);
    expect(patched).toBe(design);
    const renamed = updateElement(design, 'el-2', { id: 'other', type: 'text', zIndex: 9 } as never);
    expect(renamed).toBe(design);
  });

  it('returns the same design for no change or an unknown element', () => {
    const design = threeElements();
    expect(updateElement(design, 'el-1', { fontSize: text(design).fontSize })).toBe(design);
    expect(updateElement(design, 'nope', { opacity: 0.5 })).toBe(design);
  });
});

describe('moving', () => {
  it('moves an element and keeps at least 20 px of it on the canvas', () => {
    const design = threeElements();
    expect(findElement(moveElement(design, 'el-2', { x: 12.345, y: 40 }), 'el-2')).toMatchObject({
      x: 12.35,
      y: 40,
    });
    const far = findElement(moveElement(design, 'el-2', { x: 5000, y: -5000 }), 'el-2');
    expect(far).toMatchObject({ x: 1260, y: -180 });
  });

  it('nudges by the given step', () => {
    const design = moveElement(threeElements(), 'el-2', { x: 100, y: 100 });
    expect(findElement(nudgeElement(design, 'el-2', 1, 0), 'el-2')).toMatchObject({ x: 101, y: 100 });
    expect(findElement(nudgeElement(design, 'el-2', 0, -10), 'el-2')).toMatchObject({ x: 100, y: 90 });
    expect(nudgeElement(design, 'nope', 1, 1)).toBe(design);
  });
});

describe('resizing', () => {
  it('takes the handle box but never goes under 20 x 20', () => {
    const design = threeElements();
    const resized = resizeElement(design, 'el-2', { x: 10, y: 20, width: 500, height: 260, rotation: 30 });
    expect(findElement(resized, 'el-2')).toMatchObject({
      x: 10,
      y: 20,
      width: 500,
      height: 260,
      rotation: 30,
    });
    const tiny = resizeElement(design, 'el-2', { x: 10, y: 20, width: 3, height: 0 });
    expect(findElement(tiny, 'el-2')).toMatchObject({ width: 20, height: 20 });
  });

  it('scales text with the box height, never under font size 10 or over 200', () => {
    const design = threeElements();
    const { x, y, width, height, fontSize } = text(design);
    expect(fontSize).toBe(64);
    expect(
      text(resizeElement(design, 'el-1', { x, y, width: width * 1.5, height: height * 1.5 })).fontSize,
    ).toBe(96);
    expect(text(resizeElement(design, 'el-1', { x, y, width, height: height * 10 })).fontSize).toBe(200);
    const tall = updateElement(design, 'el-1', { height: 400 });
    expect(text(resizeElement(tall, 'el-1', { x, y, width, height: 40 }))).toMatchObject({
      height: 40,
      fontSize: 10,
    });
  });

  it('tells the handles which boxes they may reach', () => {
    const design = threeElements();
    const rectangle = findElement(design, 'el-2');
    if (!rectangle) throw new Error('missing');
    expect(acceptsResize(rectangle, { width: 20, height: 20 })).toBe(true);
    expect(acceptsResize(rectangle, { width: 19, height: 300 })).toBe(false);
    const label = text(updateElement(design, 'el-1', { height: 400 }));
    expect(acceptsResize(label, { width: 300, height: (400 * 10) / 64 })).toBe(true);
    expect(acceptsResize(label, { width: 300, height: (400 * 9) / 64 })).toBe(false);
    expect(acceptsResize(label, { width: 300, height: (400 * 200) / 64 })).toBe(true);
    expect(acceptsResize(label, { width: 300, height: (400 * 201) / 64 })).toBe(false);
  });
});

describe('rotateElement', () => {
  it('stores rotation as 0-360 degrees', () => {
    const design = threeElements();
    expect(findElement(rotateElement(design, 'el-2', -45), 'el-2')?.rotation).toBe(315);
    expect(findElement(rotateElement(design, 'el-2', 405), 'el-2')?.rotation).toBe(45);
    expect(rotateElement(design, 'el-2', 360)).toBe(design);
  });
});

describe('z-order', () => {
  it('brings an element to the front and sends one to the back, renumbering 0..n-1', () => {
    const design = threeElements();
    expect(order(bringToFront(design, 'el-1'))).toEqual(['el-2:0', 'el-3:1', 'el-1:2']);
    expect(order(sendToBack(design, 'el-3'))).toEqual(['el-3:0', 'el-1:1', 'el-2:2']);
    expect(order(bringForward(design, 'el-1'))).toEqual(['el-2:0', 'el-1:1', 'el-3:2']);
    expect(order(sendBackward(design, 'el-3'))).toEqual(['el-1:0', 'el-3:1', 'el-2:2']);
  });

  it('leaves the design as it is when the element is already there', () => {
    const design = threeElements();
    expect(bringToFront(design, 'el-3')).toBe(design);
    expect(sendToBack(design, 'el-1')).toBe(design);
    expect(bringForward(design, 'el-3')).toBe(design);
    expect(sendBackward(design, 'el-1')).toBe(design);
    expect(bringToFront(design, 'nope')).toBe(design);
  });

  it('repairs gaps and ties in stored zIndex values', () => {
    const [a, b, c] = threeElements().elements;
    if (!a || !b || !c) throw new Error('missing');
    const messy = [
      { ...a, zIndex: 7 },
      { ...b, zIndex: -2 },
      { ...c, zIndex: 7 },
    ];
    expect(normaliseZOrder(messy).map((el) => `${el.id}:${el.zIndex}`)).toEqual([
      'el-2:0',
      'el-1:1',
      'el-3:2',
    ]);
    const design = { ...empty, elements: messy };
    expect(order(bringToFront(design, 'el-1'))).toEqual(['el-2:0', 'el-3:1', 'el-1:2']);
  });
});

describe('copyElement', () => {
  it('copies under a new id, 20 px right and down, on top', () => {
    const design = threeElements();
    const source = findElement(design, 'el-2');
    if (!source) throw new Error('missing');
    const copied = copyElement(design, 'el-2', nextElementId(design));
    expect(findElement(copied, 'el-4')).toEqual({
      ...source,
      id: 'el-4',
      x: source.x + 20,
      y: source.y + 20,
      zIndex: 3,
    });
    expect(copied.elements).toHaveLength(4);
    valid(copied);
  });

  it('keeps a copy of an element at the edge on the canvas', () => {
    const design = moveElement(threeElements(), 'el-2', { x: 1260, y: 700 });
    expect(findElement(copyElement(design, 'el-2', 'el-9'), 'el-9')).toMatchObject({ x: 1260, y: 700 });
    expect(copyElement(design, 'nope', 'el-9')).toBe(design);
  });
});

describe('deleteElement', () => {
  it('removes the element and closes the gap in zIndex', () => {
    const design = threeElements();
    expect(order(deleteElement(design, 'el-2'))).toEqual(['el-1:0', 'el-3:1']);
    expect(deleteElement(design, 'nope')).toBe(design);
  });
});

describe('updateBackground', () => {
  it('sets and clears the template and the image, keeping a colour', () => {
    const design = threeElements();
    const image = '/api/files/8c3e3b1a-2f4d-4c55-9a51-0d7b1a2f3c4d';
    const set = updateBackground(design, { color: '#112233', template: 'grid', image });
    expect(set.background).toEqual({ color: '#112233', template: 'grid', image });
    valid(set);
    expect(updateBackground(set, { template: undefined }).background).toEqual({ color: '#112233', image });
    expect(updateBackground(set, { color: '#112233' })).toBe(set);
  });
});
