/** The compressions the api sends, in the order it prefers them when both are taken. */
const CODINGS = ['br', 'gzip'] as const;
export type Coding = (typeof CODINGS)[number];

const parsed = new Map<string, ReadonlySet<Coding>>();
/** Browsers send a handful of distinct headers; a misbehaving client must not grow the map forever. */
const MAX_PARSED = 64;

/**
 * Which of the api's compressions an `Accept-Encoding` header takes: named, or covered by `*`, with a
 * weight above zero. Each distinct header is read once: this runs on every cached public read.
 */
export function acceptedCodings(header = ''): ReadonlySet<Coding> {
  const known = parsed.get(header);
  if (known) return known;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const weight = params.find((param) => param.startsWith('q='));
    weights.set(name, weight ? Number(weight.slice(2)) : 1);
  }
  const accepted = new Set(CODINGS.filter((coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0));
  if (parsed.size >= MAX_PARSED) parsed.clear();
  parsed.set(header, accepted);
  return accepted;
}
