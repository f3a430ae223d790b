import type {
  CanvasBackground,
  GraphicsDesign,
  GraphicsElement,
  ShapeElement,
  TextElement,
} from '../../contracts/graphics.ts';

/**
 * A design drawn as SVG, the way the editor's canvas draws it (background templates, shapes, text), so
 * the server can render a poster nobody exported: a tournament published without an uploaded poster
 * gets one from its starting template. Uploaded images are left out (the server does not fetch them).
 */
export function designSvg(design: GraphicsDesign): string {
  const { width, height } = design;
  const elements = [...design.elements]
    .sort((a, b) => a.zIndex - b.zIndex)
    .map(elementSvg)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${backgroundSvg(design.background, width, height)}${elements}</svg>`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `#rrggbbaa` as SVG wants it: the colour and its opacity apart. */
function paint(colour: string): { colour: string; opacity: number } {
  if (colour === 'transparent') return { colour: 'none', opacity: 0 };
  const long = /^#([0-9a-f]{6})([0-9a-f]{2})$/i.exec(colour);
  if (long) return { colour: `#${long[1]}`, opacity: Number.parseInt(long[2]!, 16) / 255 };
  return { colour, opacity: 1 };
}

const fillAttrs = (colour: string) => {
  const { colour: fill, opacity } = paint(colour);
  return `fill="${fill}"${opacity < 1 ? ` fill-opacity="${opacity.toFixed(3)}"` : ''}`;
};
const strokeAttrs = (colour: string, thickness: number) => {
  if (thickness <= 0) return 'stroke="none"';
  const { colour: stroke, opacity } = paint(colour);
  return `stroke="${stroke}" stroke-width="${thickness}"${opacity < 1 ? ` stroke-opacity="${opacity.toFixed(3)}"` : ''}`;
};

function backgroundSvg(background: CanvasBackground, width: number, height: number): string {
  const base = `<rect width="${width}" height="${height}" ${fillAttrs(background.color)}/>`;
  switch (background.template) {
    case 'gradient':
      return `${base}<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a855f7" stop-opacity="0.45"/><stop offset="0.55" stop-color="#0b0b14" stop-opacity="0"/><stop offset="1" stop-color="#22d3ee" stop-opacity="0.35"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/>`;
    case 'spotlight': {
      const radius = Math.max(width, height) * 0.75;
      return `${base}<defs><radialGradient id="bg" gradientUnits="userSpaceOnUse" cx="${width * 0.72}" cy="${height * 0.28}" r="${radius}"><stop offset="0" stop-color="#a855f7" stop-opacity="0.5"/><stop offset="0.5" stop-color="#22d3ee" stop-opacity="0.1"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/>`;
    }
    case 'stripes': {
      const lines: string[] = [];
      for (let x = -height; x < width; x += 56) lines.push(`M${x} ${height}L${x + height} 0`);
      return `${base}<path d="${lines.join('')}" stroke="#ffffff" stroke-opacity="0.06" stroke-width="16"/>`;
    }
    case 'grid': {
      const lines: string[] = [];
      for (let x = 64; x < width; x += 64) lines.push(`M${x} 0V${height}`);
      for (let y = 64; y < height; y += 64) lines.push(`M0 ${y}H${width}`);
      return `${base}<path d="${lines.join('')}" stroke="#22d3ee" stroke-opacity="0.14" stroke-width="2"/>`;
    }
    default:
      return base;
  }
}

const transform = (element: GraphicsElement) =>
  `transform="translate(${element.x} ${element.y})${element.rotation ? ` rotate(${element.rotation})` : ''}" opacity="${element.opacity}"`;

function elementSvg(element: GraphicsElement): string {
  if (element.type === 'shape') return shapeSvg(element);
  if (element.type === 'text') return textSvg(element);
  return '';
}

function shapeSvg(shape: ShapeElement): string {
  const stroke = strokeAttrs(shape.borderColor, shape.borderThickness);
  const { width, height } = shape;
  const body =
    shape.shapeType === 'ellipse'
      ? `<ellipse cx="${width / 2}" cy="${height / 2}" rx="${width / 2}" ry="${height / 2}" ${fillAttrs(shape.fillColor)} ${stroke}/>`
      : shape.shapeType === 'line'
        ? `<line x1="0" y1="${height / 2}" x2="${width}" y2="${height / 2}" ${strokeAttrs(shape.borderColor, Math.max(1, shape.borderThickness))}/>`
        : `<rect width="${width}" height="${height}" ${fillAttrs(shape.fillColor)} ${stroke}/>`;
  return `<g ${transform(shape)}>${body}</g>`;
}

/** Bold display type is about this wide per character, as a share of the font size (as the templates assume). */
const GLYPH_WIDTH = 0.6;
const LINE_HEIGHT = 1.25;

/** Words wrapped onto rows that fit the box's width, as the canvas wraps them. */
function rowsOf(text: string, fontSize: number, width: number): string[] {
  const perRow = Math.max(1, Math.floor(width / (fontSize * GLYPH_WIDTH)));
  const rows: string[] = [];
  for (const paragraph of text.split('\n')) {
    let row = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (row && `${row} ${word}`.length > perRow) {
        rows.push(row);
        row = word;
      } else row = row ? `${row} ${word}` : word;
    }
    rows.push(row);
  }
  return rows;
}

function textSvg(element: TextElement): string {
  const anchor = element.align === 'center' ? 'middle' : element.align === 'right' ? 'end' : 'start';
  const x = element.align === 'center' ? element.width / 2 : element.align === 'right' ? element.width : 0;
  const decoration = [element.underline ? 'underline' : '', element.strikethrough ? 'line-through' : '']
    .filter(Boolean)
    .join(' ');
  const rows = rowsOf(element.text, element.fontSize, element.width)
    .map(
      (row, index) =>
        `<tspan x="${x}" y="${element.fontSize * (index * LINE_HEIGHT + 1)}">${escapeXml(row)}</tspan>`,
    )
    .join('');
  return `<g ${transform(element)}><text font-family="${escapeXml(element.fontFamily)}, DejaVu Sans, sans-serif" font-size="${element.fontSize}" font-weight="${element.bold ? 700 : 400}" font-style="${element.italic ? 'italic' : 'normal'}"${decoration ? ` text-decoration="${decoration}"` : ''} text-anchor="${anchor}" ${fillAttrs(element.color)}>${rows}</text></g>`;
}
