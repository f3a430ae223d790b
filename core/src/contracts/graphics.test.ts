import { describe, expect, it } from 'vitest';
import { graphicsDesignSchema, graphicsElementSchema } from './graphics.ts';
import { issuePaths } from './test-support.ts';

const box = { id: 'el-1', x: 40, y: 60, width: 300, height: 80, zIndex: 1, opacity: 1, rotation: 0 };
const text = {
  ...box,
  type: 'text',
  text: 'GRAND FINAL',
  fontSize: 48,
  fontFamily: 'Inter',
  color: '#ffffff',
  bold: true,
  italic: false,
  underline: false,
  strikethrough: false,
  align: 'center',
};
const shape = {
  ...box,
  id: 'el-2',
  type: 'shape',
  shapeType: 'ellipse',
  fillColor: 'transparent',
  borderColor: '#FFD700',
  borderThickness: 4,
};
const upload = '/api/files/8c3e3b1a-2f4d-4c55-9a51-0d7b1a2f3c4d';
const image = { ...box, id: 'el-3', type: 'image', source: upload };

describe('graphicsElementSchema', () => {
  it('accepts text, shape and image elements', () => {
    for (const element of [text, shape, image]) expect(graphicsElementSchema.parse(element)).toEqual(element);
  });

  it('holds the editor limits: font size 10-200, border 0-20, size at least 20, opacity 0-1', () => {
    expect(issuePaths(graphicsElementSchema.safeParse({ ...text, fontSize: 9 }))).toEqual(['fontSize']);
    expect(issuePaths(graphicsElementSchema.safeParse({ ...text, fontSize: 201 }))).toEqual(['fontSize']);
    expect(graphicsElementSchema.safeParse({ ...text, fontSize: 10 }).success).toBe(true);
    expect(issuePaths(graphicsElementSchema.safeParse({ ...shape, borderThickness: 21 }))).toEqual([
      'borderThickness',
    ]);
    expect(graphicsElementSchema.safeParse({ ...shape, borderThickness: 0 }).success).toBe(true);
    expect(issuePaths(graphicsElementSchema.safeParse({ ...image, width: 19, opacity: 1.2 }))).toEqual([
      'width',
      'opacity',
    ]);
  });

  it('checks the fields of the element type it is given', () => {
    expect(issuePaths(graphicsElementSchema.safeParse({ ...shape, shapeType: 'star' }))).toEqual([
      'shapeType',
    ]);
    expect(issuePaths(graphicsElementSchema.safeParse({ ...box, type: 'image' }))).toEqual(['source']);
    expect(issuePaths(graphicsElementSchema.safeParse({ ...box, type: 'video' }))).toEqual(['type']);
  });
});

describe('graphicsDesignSchema', () => {
  it('defaults the canvas to 1280x720', () => {
    expect(graphicsDesignSchema.parse({ background: { color: '#101010' }, elements: [text] })).toEqual({
      width: 1280,
      height: 720,
      background: { color: '#101010' },
      elements: [text],
    });
  });

  it('accepts a template or image background and refuses bad colours by path', () => {
    const design = {
      width: 1920,
      height: 1080,
      background: { color: '#000', template: 'spotlight', image: upload },
      elements: [shape, image],
    };
    expect(graphicsDesignSchema.parse(design)).toEqual(design);
    expect(issuePaths(graphicsDesignSchema.safeParse({ ...design, background: { color: 'dark' } }))).toEqual([
      'background.color',
    ]);
    expect(
      issuePaths(graphicsDesignSchema.safeParse({ ...design, elements: [{ ...text, color: 'red' }] })),
    ).toEqual(['elements.0.color']);
  });
});

describe('graphics design rules', () => {
  it('takes only images uploaded to Galaxia, so the canvas stays exportable and the JSON small', () => {
    for (const source of [
      'https://cdn.example.com/logo.png',
      'data:image/png;base64,AAAA',
      '/api/files/../x',
    ]) {
      expect(graphicsElementSchema.safeParse({ ...image, source }).error?.issues[0]?.message).toBe(
        'Images on a design must be uploaded to Galaxia first',
      );
    }
  });

  it('defaults text alignment to left and takes only the offered fonts', () => {
    const { align: _align, ...unaligned } = text;
    expect(graphicsElementSchema.parse(unaligned)).toMatchObject({ align: 'left' });
    expect(
      graphicsElementSchema.safeParse({ ...text, fontFamily: 'Comic Sans' }).error?.issues[0]?.message,
    ).toBe('Choose one of the offered fonts');
  });

  it('refuses more than 100 elements and two elements with one id', () => {
    const many = Array.from({ length: 101 }, (_, i) => ({ ...shape, id: `el-${i}` }));
    const base = { background: { color: '#000' } };
    expect(graphicsDesignSchema.safeParse({ ...base, elements: many }).error?.issues[0]?.message).toBe(
      'A design can hold at most 100 elements',
    );
    expect(
      graphicsDesignSchema.safeParse({ ...base, elements: [shape, { ...image, id: shape.id }] }).error
        ?.issues[0]?.message,
    ).toBe('Every element of a design needs its own id');
  });
});
