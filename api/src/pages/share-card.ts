import { messages } from '@galaxia/core';
import { Resvg } from '@resvg/resvg-js';

/** Link-unfurl images are 1200×630 (the Open Graph / Twitter large card ratio). */
const CARD_WIDTH = 1200;
const CARD_HEIGHT = 630;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Long names wrap onto at most three lines of the card instead of running off its edge. */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

export interface ShareCard {
  eyebrow: string;
  title: string;
  lines: readonly string[];
}

/** The card as SVG: the site's dark look, the event's name large, its facts below. */
function shareCardSvg(card: ShareCard): string {
  const titleLines = wrap(card.title, 26, 3);
  const titleTop = 240;
  const title = titleLines
    .map((line, index) => `<tspan x="80" y="${titleTop + index * 78}">${escapeXml(line)}</tspan>`)
    .join('');
  const factsTop = titleTop + titleLines.length * 78 + 30;
  const facts = card.lines
    .filter(Boolean)
    .map(
      (line, index) =>
        `<text x="80" y="${factsTop + index * 48}" font-size="34" fill="#cbd5e1">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8b5cf6"/><stop offset="1" stop-color="#22d3ee"/></linearGradient></defs>
<rect width="100%" height="100%" fill="#0b0b14"/>
<rect x="0" y="0" width="${CARD_WIDTH}" height="10" fill="url(#g)"/>
<text x="80" y="130" font-size="30" font-weight="700" letter-spacing="6" fill="#67e8f9">${escapeXml(card.eyebrow.toUpperCase())}</text>
<text font-size="68" font-weight="700" fill="#f8fafc">${title}</text>
${facts}
<text x="${CARD_WIDTH - 80}" y="130" text-anchor="end" font-size="34" font-weight="700" fill="url(#g)">${escapeXml(messages.pageMeta.siteName)}</text>
</svg>`;
}

/** The card as PNG, which every unfurler shows (SVG images are refused by most). */
export function shareCardPng(card: ShareCard): Buffer {
  const resvg = new Resvg(shareCardSvg(card), {
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
    fitTo: { mode: 'width', value: CARD_WIDTH },
  });
  return resvg.render().asPng();
}
