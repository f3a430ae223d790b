const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
  '#x27': "'",
};

/**
 * The text a server-rendered page carries, as a reader would see it run together: scripts, styles and
 * tags dropped, entities decoded, whitespace collapsed. Hydration data (the JSON in scripts) is not the
 * page's text, so it cannot vouch for a figure the markup lacks.
 */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#?\w+);/g, (entity, name: string) =>
      name.startsWith('#') && !(name in ENTITIES)
        ? String.fromCodePoint(Number(name.startsWith('#x') ? `0${name.slice(1)}` : name.slice(1)))
        : (ENTITIES[name] ?? entity),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Collapses a hydrated page's innerText the same way, so one pattern fits both. */
export const flatText = (text: string): string => text.replace(/\s+/g, ' ').trim();

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Words in order with anything short between them (a score's separator, a logo's initials), in any
 * case: pages draw some labels in capitals.
 */
export const inOrder = (...parts: (string | number)[]): RegExp =>
  new RegExp(parts.map((part) => literal(String(part))).join('[^]{0,40}?'), 'i');

/** A series score as the pages write it: "2 : 1". */
export const scoreLine = (scoreA: number, scoreB: number): RegExp =>
  new RegExp(`(^|\\D)${scoreA} ?: ?${scoreB}(\\D|$)`);
