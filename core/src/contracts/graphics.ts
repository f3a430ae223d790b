import { z } from 'zod';
import { MAX_CANVAS_OFFSET, MAX_Z_INDEX } from '../domain/limits.ts';
import { IMAGE_PRESETS } from '../domain/media/image-rules.ts';
import { messages } from '../domain/messages/catalogue.ts';
import { coded } from './coded-error.ts';
import { isoUtcDateTime } from './date-time.ts';
import { text } from './text-fields.ts';

/** The canvas editor's limits; the editor clamps to these, the API enforces them. */
export const graphicsLimits = {
  minElementSize: 20,
  /** Resizing a text box scales its font, never below this. */
  minTextSize: 10,
  fontSize: { min: 10, max: 200 },
  borderThickness: { min: 0, max: 20 },
  canvas: { width: 1280, height: 720 },
  /** On-screen size of the corner handles, in CSS pixels whatever the canvas scale. */
  handleSize: 10,
  /** A new image is scaled down to fit this box, keeping its proportions. */
  imageFit: { width: 300, height: 300 },
  copyOffset: 20,
  nudge: { step: 1, shiftStep: 10 },
  /** Keeps a design well inside the API's JSON body limit. */
  maxElements: 100,
  maxTextLength: 500,
  /** An image description (alt text); fits `uploaded_files.alt`. */
  maxAltLength: 500,
  historyLimit: 100,
} as const;

/** The graphics an organiser designs per tournament; poster, header and logo can become its images. */
export const GRAPHICS_SECTIONS = ['poster', 'header', 'logo', 'match-card', 'social-post'] as const;
export const graphicsSectionSchema = z.enum(
  GRAPHICS_SECTIONS,
  coded('GRAPHICS_UNKNOWN_SECTION', messages.graphics.unknownSection),
);
export type GraphicsSection = z.infer<typeof graphicsSectionSchema>;

/** Canvas size per section: the tournament image presets where the design becomes one, else 1280x720. */
export const GRAPHICS_SECTION_SIZES: Readonly<Record<GraphicsSection, { width: number; height: number }>> = {
  poster: { width: IMAGE_PRESETS.poster.width, height: IMAGE_PRESETS.poster.height },
  header: { width: IMAGE_PRESETS.header.width, height: IMAGE_PRESETS.header.height },
  logo: { width: IMAGE_PRESETS.logo.width, height: IMAGE_PRESETS.logo.height },
  'match-card': { ...graphicsLimits.canvas },
  'social-post': { width: 1080, height: 1080 },
};

/** Offered in the editor; every one has a generic fallback in the browser's font stack. */
export const GRAPHICS_FONT_FAMILIES = [
  'Inter',
  'Rajdhani',
  'Arial',
  'Verdana',
  'Trebuchet MS',
  'Georgia',
  'Times New Roman',
  'Courier New',
  'Impact',
] as const;

export const colourSchema = text().regex(
  /^(#(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})|transparent)$/,
  coded('GRAPHICS_COLOUR_INVALID', messages.graphics.colourInvalid),
);

/**
 * Images on a design are files uploaded to Galaxia: same-origin, so the canvas can still be exported,
 * and small in the saved JSON (a data URL would not fit the API's body limit).
 */
export const uploadedImagePathSchema = text().regex(
  /^\/api\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  coded('GRAPHICS_IMAGE_NOT_UPLOADED', messages.graphics.imageNotUploaded),
);

const size = z
  .number()
  .min(graphicsLimits.minElementSize, coded('GRAPHICS_TOO_SMALL', messages.graphics.tooSmall))
  .max(MAX_CANVAS_OFFSET);
const offset = z.number().min(-MAX_CANVAS_OFFSET).max(MAX_CANVAS_OFFSET);

const elementFields = z.object({
  id: text().min(1).max(64),
  x: offset,
  y: offset,
  width: size,
  height: size,
  zIndex: z.int().min(-MAX_Z_INDEX).max(MAX_Z_INDEX),
  opacity: z.number().min(0).max(1),
  /** Degrees. */
  rotation: z.number().min(-3600).max(3600),
});

export const textAlignSchema = z.enum(['left', 'center', 'right']);
export type TextAlign = z.infer<typeof textAlignSchema>;

export const textElementSchema = elementFields.extend({
  type: z.literal('text'),
  text: text().max(graphicsLimits.maxTextLength, {
    error: messages.form.tooLong('Text', graphicsLimits.maxTextLength),
  }),
  fontSize: z
    .number()
    .min(graphicsLimits.fontSize.min, coded('GRAPHICS_FONT_SIZE_RANGE', messages.graphics.fontSizeRange))
    .max(graphicsLimits.fontSize.max, coded('GRAPHICS_FONT_SIZE_RANGE', messages.graphics.fontSizeRange)),
  fontFamily: z.enum(GRAPHICS_FONT_FAMILIES, coded('GRAPHICS_FONT_UNKNOWN', messages.graphics.fontUnknown)),
  color: colourSchema,
  bold: z.boolean(),
  italic: z.boolean(),
  underline: z.boolean(),
  strikethrough: z.boolean(),
  align: textAlignSchema.default('left'),
});
export type TextElement = z.infer<typeof textElementSchema>;

export const shapeTypeSchema = z.enum(['rectangle', 'ellipse', 'line']);
export type ShapeType = z.infer<typeof shapeTypeSchema>;

export const shapeElementSchema = elementFields.extend({
  type: z.literal('shape'),
  shapeType: shapeTypeSchema,
  fillColor: colourSchema,
  borderColor: colourSchema,
  borderThickness: z
    .number()
    .min(graphicsLimits.borderThickness.min, coded('GRAPHICS_BORDER_RANGE', messages.graphics.borderRange))
    .max(graphicsLimits.borderThickness.max, coded('GRAPHICS_BORDER_RANGE', messages.graphics.borderRange)),
});
export type ShapeElement = z.infer<typeof shapeElementSchema>;

export const imageElementSchema = elementFields.extend({
  type: z.literal('image'),
  source: uploadedImagePathSchema,
});
export type ImageElement = z.infer<typeof imageElementSchema>;

export const graphicsElementSchema = z.discriminatedUnion('type', [
  textElementSchema,
  shapeElementSchema,
  imageElementSchema,
]);
export type GraphicsElement = z.infer<typeof graphicsElementSchema>;
export type GraphicsElementType = GraphicsElement['type'];

/** Drawn behind everything, above the colour and below the background image. */
export const BACKGROUND_TEMPLATES = ['gradient', 'spotlight', 'stripes', 'grid'] as const;
export const backgroundTemplateSchema = z.enum(
  BACKGROUND_TEMPLATES,
  coded('GRAPHICS_BACKGROUND_UNKNOWN', messages.graphics.backgroundUnknown),
);
export type BackgroundTemplate = z.infer<typeof backgroundTemplateSchema>;

export const canvasBackgroundSchema = z.object({
  color: colourSchema,
  template: backgroundTemplateSchema.optional(),
  image: uploadedImagePathSchema.optional(),
});
export type CanvasBackground = z.infer<typeof canvasBackgroundSchema>;

/** What a picture made from a design says to people who cannot see it; blank means 'from its text'. */
export const graphicAltSchema = text()
  .trim()
  .max(graphicsLimits.maxAltLength, { error: messages.graphics.altTooLong(graphicsLimits.maxAltLength) });

export const graphicsDesignSchema = z.object({
  width: z.int().positive().max(10_000).default(graphicsLimits.canvas.width),
  height: z.int().positive().max(10_000).default(graphicsLimits.canvas.height),
  background: canvasBackgroundSchema,
  elements: z
    .array(graphicsElementSchema)
    .max(graphicsLimits.maxElements, { error: messages.graphics.tooManyElements(graphicsLimits.maxElements) })
    .refine(
      (elements) => new Set(elements.map((element) => element.id)).size === elements.length,
      coded('GRAPHICS_DUPLICATE_ID', messages.graphics.duplicateId),
    ),
  /** The organiser's image description; absent while it is written from the design's text. */
  alt: graphicAltSchema.optional(),
});
export type GraphicsDesign = z.infer<typeof graphicsDesignSchema>;
export type GraphicsDesignInput = z.input<typeof graphicsDesignSchema>;

/** GET /api/tournaments/:id/graphics/:section. `updatedAt` is null while the template default is shown. */
export const graphicsDesignResponseSchema = z.object({
  section: graphicsSectionSchema,
  design: graphicsDesignSchema,
  updatedAt: isoUtcDateTime.nullable(),
});
export type GraphicsDesignResponse = z.infer<typeof graphicsDesignResponseSchema>;

/**
 * PUT /api/tournaments/:id/graphics/:section. `updatedAt` is the version the editor started from (null
 * for a design never saved): a save over a newer version is refused, so two tabs cannot overwrite each
 * other silently.
 */
export const saveGraphicsDesignSchema = z.object({
  design: graphicsDesignSchema,
  updatedAt: z.iso.datetime(coded('GRAPHICS_VERSION_MISSING', messages.graphics.versionMissing)).nullable(),
});
export type SaveGraphicsDesignInput = z.input<typeof saveGraphicsDesignSchema>;

/** POST .../images: an image uploaded for use on a design. */
export const graphicsImageUploadResponseSchema = z.object({ url: uploadedImagePathSchema });
export type GraphicsImageUploadResponse = z.infer<typeof graphicsImageUploadResponseSchema>;

/** POST .../apply: the exported PNG now is the tournament's poster, header or logo. */
export const appliedGraphicResponseSchema = z.object({
  field: z.enum(['eventPoster', 'eventHeader', 'eventLogo']),
  url: uploadedImagePathSchema,
});
export type AppliedGraphicResponse = z.infer<typeof appliedGraphicResponseSchema>;
