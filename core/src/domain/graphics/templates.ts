import type { PhaseCalendar } from '../../contracts/calendar.ts';
import type { GameId } from '../../contracts/games.ts';
import {
  type BackgroundTemplate,
  type GraphicsDesign,
  type GraphicsElement,
  type GraphicsSection,
  graphicsLimits,
  type ShapeElement,
  type TextAlign,
  type TextElement,
} from '../../contracts/graphics.ts';
import { calendarBounds } from '../calendar/validate-calendar.ts';
import { prizePoolDisplay } from '../event-pages/event-text.ts';
import { gameName } from '../games/games.ts';
import { clampElement } from './clamp-element.ts';
import { graphicsSectionSize } from './sections.ts';

/** What the starting templates write on a design: the tournament's own details. */
export interface GraphicsTemplateData {
  eventName: string;
  seasonNumber: number;
  gameName: string;
  startDate: string | null;
  endDate: string | null;
  prizePool: string;
}

export function templateDataOf(
  info: { eventName: string; seasonNumber: number; gameId: GameId; prizePool: string },
  calendar: readonly PhaseCalendar[],
): GraphicsTemplateData {
  const bounds = calendarBounds(calendar);
  return {
    eventName: info.eventName,
    seasonNumber: info.seasonNumber,
    gameName: gameName(info.gameId),
    startDate: bounds?.startDate ?? null,
    endDate: bounds?.endDate ?? null,
    // As the spec writes prize pools everywhere: an amount typed as 500000 reads ₹5,00,000.
    prizePool: prizePoolDisplay(info.prizePool.trim()),
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const dayParts = (date: string) => {
  const [year = '', month = '1', day = '1'] = date.split('-');
  return { year, month: MONTHS[Number(month) - 1] ?? '', day: String(Number(day)) };
};

/** '12 – 20 Jan 2026', '28 Jan – 3 Feb 2026', '28 Dec 2025 – 3 Jan 2026' or one day. */
export function formatDateRange(startDate: string, endDate: string): string {
  const start = dayParts(startDate);
  const end = dayParts(endDate);
  const last = `${end.day} ${end.month} ${end.year}`;
  if (startDate === endDate) return last;
  if (start.year !== end.year) return `${start.day} ${start.month} ${start.year} – ${last}`;
  if (start.month !== end.month) return `${start.day} ${start.month} – ${last}`;
  return `${start.day} – ${last}`;
}

export const GRAPHICS_TEMPLATES = [
  { id: 'headline', name: 'Headline' },
  { id: 'match-day', name: 'Match day' },
  { id: 'prize-pool', name: 'Prize pool' },
  { id: 'blank', name: 'Blank canvas' },
] as const;
export type GraphicsTemplateId = (typeof GRAPHICS_TEMPLATES)[number]['id'];

export const isGraphicsTemplateId = (value: string): value is GraphicsTemplateId =>
  GRAPHICS_TEMPLATES.some((template) => template.id === value);

interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Line {
  text: string;
  /** Relative to the largest line. */
  scale: number;
  color: string;
  fontFamily?: TextElement['fontFamily'];
  bold?: boolean;
}

const LINE_HEIGHT = 1.25;
const LINE_GAP = 0.3;
/** A generous average glyph width for bold display type, as a share of the font size. */
const GLYPH_WIDTH = 0.6;

type Draft = Omit<TextElement, 'id' | 'zIndex'> | Omit<ShapeElement, 'id' | 'zIndex'>;

/** The fewest characters the widest row needs when the words are wrapped onto at most `rows` rows. */
export function widestRow(text: string, rows: number): number {
  const words = text.trim().split(/\s+/);
  const fits = (width: number) => {
    let used = 1;
    let row = 0;
    for (const word of words) {
      const next = row === 0 ? word.length : row + 1 + word.length;
      if (next <= width) row = next;
      else {
        used += 1;
        row = word.length;
      }
    }
    return used <= rows;
  };
  let width = Math.max(...words.map((word) => word.length));
  while (!fits(width)) width += 1;
  return width;
}

/**
 * Text lines stacked in the area and centred vertically, at the largest font that fits its height and,
 * roughly, its width. The main line may wrap onto two or three rows when that makes it clearly larger
 * (a long name on a square logo); every line stays within the font size limits.
 */
function stack(lines: readonly Line[], area: Area, align: TextAlign): Draft[] {
  const shown = lines.filter((line) => line.text.trim() !== '');
  if (shown.length === 0) return [];
  const largest = Math.max(...shown.map((line) => line.scale));
  const smallest = Math.min(...shown.map((line) => line.scale));
  const main = shown.findIndex((line) => line.scale === largest);
  const rowsOf = (index: number, mainRows: number) => (index === main ? mainRows : 1);
  let best = { font: 0, rows: 1 };
  for (const rows of [1, 2, 3]) {
    const totalHeight =
      shown.reduce((sum, line, index) => sum + line.scale * LINE_HEIGHT * rowsOf(index, rows), 0) +
      LINE_GAP * (shown.length - 1);
    const widthFits = shown.map(
      (line, index) => area.width / (widestRow(line.text, rowsOf(index, rows)) * GLYPH_WIDTH * line.scale),
    );
    const font = Math.min(area.height / totalHeight, graphicsLimits.fontSize.max / largest, ...widthFits);
    if (font > best.font * 1.05) best = { font, rows };
  }
  const font = Math.max(graphicsLimits.fontSize.min / smallest, best.font);
  const heightOf = (fontSize: number, index: number) =>
    Math.max(graphicsLimits.minElementSize, Math.round(fontSize * LINE_HEIGHT * rowsOf(index, best.rows)));
  const used =
    shown.reduce((sum, line, index) => sum + heightOf(Math.round(font * line.scale), index), 0) +
    font * LINE_GAP * (shown.length - 1);
  let y = area.y + Math.max(0, (area.height - used) / 2);
  return shown.map((line, index) => {
    const fontSize = Math.round(font * line.scale);
    const height = heightOf(fontSize, index);
    const text: Draft = {
      type: 'text',
      x: Math.round(area.x),
      y: Math.round(y),
      width: Math.round(area.width),
      height,
      opacity: 1,
      rotation: 0,
      text: line.text,
      fontSize,
      fontFamily: line.fontFamily ?? 'Inter',
      color: line.color,
      bold: line.bold ?? false,
      italic: false,
      underline: false,
      strikethrough: false,
      align,
    };
    y += height + font * LINE_GAP;
    return text;
  });
}

const rectangle = (
  area: Area,
  style: Pick<ShapeElement, 'fillColor' | 'borderColor' | 'borderThickness'>,
): Draft => ({
  type: 'shape',
  shapeType: 'rectangle',
  x: Math.round(area.x),
  y: Math.round(area.y),
  width: Math.max(graphicsLimits.minElementSize, Math.round(area.width)),
  height: Math.max(graphicsLimits.minElementSize, Math.round(area.height)),
  opacity: 1,
  rotation: 0,
  ...style,
});

const inset = (width: number, height: number, share: number): Area => {
  const margin = Math.round(Math.min(width, height) * share);
  return { x: margin, y: margin, width: width - 2 * margin, height: height - 2 * margin };
};

function layout(
  id: Exclude<GraphicsTemplateId, 'blank'>,
  size: { width: number; height: number },
  data: GraphicsTemplateData,
): { background: BackgroundTemplate; color: string; drafts: Draft[] } {
  const { width, height } = size;
  const season = `${data.gameName} · Season ${data.seasonNumber}`.toUpperCase();
  const dates = data.startDate && data.endDate ? formatDateRange(data.startDate, data.endDate) : '';
  const content: Area = {
    x: width * 0.08,
    y: height * 0.12,
    width: width * 0.84,
    height: height * 0.76,
  };
  switch (id) {
    case 'headline':
      return {
        background: 'gradient',
        color: '#0b0b14',
        drafts: [
          rectangle(inset(width, height, 0.04), {
            fillColor: 'transparent',
            borderColor: '#ffffff40',
            borderThickness: 2,
          }),
          ...stack(
            [
              { text: season, scale: 0.3, color: '#22d3ee', bold: true },
              { text: data.eventName, scale: 1, color: '#ffffff', fontFamily: 'Rajdhani', bold: true },
              { text: dates, scale: 0.3, color: '#cbd5e1' },
              {
                text: data.prizePool && `Prize pool ${data.prizePool}`,
                scale: 0.34,
                color: '#FFD700',
                bold: true,
              },
            ],
            content,
            'center',
          ),
        ],
      };
    case 'match-day': {
      const bar = Math.max(graphicsLimits.minElementSize, Math.round(width * 0.012));
      return {
        background: 'spotlight',
        color: '#07070d',
        drafts: [
          rectangle(
            { x: width * 0.06, y: height * 0.15, width: bar, height: height * 0.7 },
            { fillColor: '#a855f7', borderColor: '#a855f7', borderThickness: 0 },
          ),
          ...stack(
            [
              { text: 'MATCH DAY', scale: 0.32, color: '#22d3ee', bold: true },
              { text: data.eventName, scale: 1, color: '#ffffff', fontFamily: 'Rajdhani', bold: true },
              { text: season, scale: 0.3, color: '#d8b4fe', bold: true },
              { text: dates, scale: 0.28, color: '#cbd5e1' },
            ],
            { ...content, x: width * 0.06 + bar * 2.5, width: width * 0.88 - bar * 2.5 },
            'left',
          ),
        ],
      };
    }
    case 'prize-pool':
      return {
        background: 'stripes',
        color: '#0b0b14',
        drafts: [
          rectangle(inset(width, height, 0.05), {
            fillColor: 'transparent',
            borderColor: '#FFD700',
            borderThickness: 6,
          }),
          ...stack(
            [
              { text: 'PRIZE POOL', scale: 0.3, color: '#22d3ee', bold: true },
              {
                text: data.prizePool || 'To be announced',
                scale: 1,
                color: '#FFD700',
                fontFamily: 'Rajdhani',
                bold: true,
              },
              { text: data.eventName, scale: 0.4, color: '#ffffff', bold: true },
              { text: season, scale: 0.26, color: '#cbd5e1' },
            ],
            content,
            'center',
          ),
        ],
      };
  }
}

/** A starting design for the section's canvas, written from the tournament's details. */
export function buildTemplate(
  id: GraphicsTemplateId,
  section: GraphicsSection,
  data: GraphicsTemplateData,
): GraphicsDesign {
  const size = graphicsSectionSize(section);
  if (id === 'blank') return { ...size, background: { color: '#0b0b14' }, elements: [] };
  const { background, color, drafts } = layout(id, size, data);
  const elements = drafts.map(
    (draft, index) => clampElement({ ...draft, id: `el-${index + 1}`, zIndex: index }) as GraphicsElement,
  );
  return { ...size, background: { color, template: background }, elements };
}

export const defaultTemplateFor = (section: GraphicsSection): GraphicsTemplateId =>
  section === 'match-card' ? 'match-day' : 'headline';

/** What an editor opens with before anything is saved. */
export const defaultGraphicsDesign = (section: GraphicsSection, data: GraphicsTemplateData): GraphicsDesign =>
  buildTemplate(defaultTemplateFor(section), section, data);
