import { z } from 'zod';

/** The canvas editor's limits (spec part 5 and 9); the editor clamps to these, the API enforces them. */
export const graphicsLimits = {
  minElementSize: 20,
  fontSize: { min: 10, max: 200 },
  borderThickness: { min: 0, max: 20 },
  canvas: { width: 1280, height: 720 },
} as const;

const colour = z.string().regex(/^(#(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})|transparent)$/);

const elementFields = z.object({
  id: z.string().min(1),
  x: z.number(),
  y: z.number(),
  width: z.number().min(graphicsLimits.minElementSize),
  height: z.number().min(graphicsLimits.minElementSize),
  zIndex: z.int(),
  opacity: z.number().min(0).max(1),
  /** Degrees. */
  rotation: z.number(),
});

export const textElementSchema = elementFields.extend({
  type: z.literal('text'),
  text: z.string(),
  fontSize: z.number().min(graphicsLimits.fontSize.min).max(graphicsLimits.fontSize.max),
  fontFamily: z.string().min(1),
  color: colour,
  bold: z.boolean(),
  italic: z.boolean(),
  underline: z.boolean(),
  strikethrough: z.boolean(),
});
export type TextElement = z.infer<typeof textElementSchema>;

export const shapeTypeSchema = z.enum(['rectangle', 'ellipse', 'line']);
export type ShapeType = z.infer<typeof shapeTypeSchema>;

export const shapeElementSchema = elementFields.extend({
  type: z.literal('shape'),
  shapeType: shapeTypeSchema,
  fillColor: colour,
  borderColor: colour,
  borderThickness: z.number().min(graphicsLimits.borderThickness.min).max(graphicsLimits.borderThickness.max),
});
export type ShapeElement = z.infer<typeof shapeElementSchema>;

export const imageElementSchema = elementFields.extend({
  type: z.literal('image'),
  /** An uploaded image's URL or a data URL. */
  source: z.string().min(1),
});
export type ImageElement = z.infer<typeof imageElementSchema>;

export const graphicsElementSchema = z.discriminatedUnion('type', [
  textElementSchema,
  shapeElementSchema,
  imageElementSchema,
]);
export type GraphicsElement = z.infer<typeof graphicsElementSchema>;

export const canvasBackgroundSchema = z.object({
  color: colour,
  template: z.string().min(1).optional(),
  image: z.string().min(1).optional(),
});
export type CanvasBackground = z.infer<typeof canvasBackgroundSchema>;

export const graphicsDesignSchema = z.object({
  width: z.int().positive().default(graphicsLimits.canvas.width),
  height: z.int().positive().default(graphicsLimits.canvas.height),
  background: canvasBackgroundSchema,
  elements: z.array(graphicsElementSchema),
});
export type GraphicsDesign = z.infer<typeof graphicsDesignSchema>;
