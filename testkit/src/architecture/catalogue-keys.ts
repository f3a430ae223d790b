import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const identifier = /^[A-Za-z_$][\w$]*$/;

/** Every message of a catalogue as its path of keys: strings and message functions are the leaves. */
function catalogueKeys(catalogue: object, prefix: string[] = []): string[][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? catalogueKeys(value, [...prefix, key]) : [[...prefix, key]],
  );
}

/** Names a source gives a group: `const { contact: text } = messages` or `const text = messages.contact`. */
function aliasesOf(group: string, text: string): string[] {
  const name = '([A-Za-z_$][\\w$]*)';
  const destructured = new RegExp(
    `\\{[^}=]*\\b${literal(group)}\\s*:\\s*${name}[^}=]*\\}\\s*=\\s*messages\\b`,
    'g',
  );
  const assigned = new RegExp(`\\b${name}\\s*=\\s*messages\\.${literal(group)}\\s*[;,\\n]`, 'g');
  return [...text.matchAll(destructured), ...text.matchAll(assigned)].map((match) => match[1]!);
}

/**
 * The catalogue's keys no source reads, as dotted paths. A key is read as `parent.key` or `parent['key']`
 * (also through a name given to its group), by a computed key on its parent (`stageLabel[status]`), or
 * with its parent handed on whole (`labels={messages.x.parent}`).
 */
export function unusedCatalogueKeys(catalogue: object, sources: readonly string[]): string[] {
  const text = sources.join('\n');
  const aliases = new Map<string, string[]>();
  const namesOf = (group: string) => {
    if (!aliases.has(group)) aliases.set(group, [group, ...aliasesOf(group, text)]);
    return aliases.get(group)!;
  };
  // Whether a group is read by a computed key or handed on whole does not depend on the key: ask once.
  const groupReads = new Map<string, boolean>();
  const groupRead = (grandparent: string, parent: string, nested: boolean) => {
    const id = `${grandparent}.${parent}`;
    if (!groupReads.has(id)) {
      const computed = new RegExp(`\\b${literal(parent)}\\[\\s*[^'"\`\\s]`);
      const whole = new RegExp(`\\b${literal(grandparent)}\\.${literal(parent)}(?![\\w$.\\[?])`);
      groupReads.set(id, computed.test(text) || (nested && whole.test(text)));
    }
    return groupReads.get(id)!;
  };
  const isRead = (path: string[]) => {
    const key = path.at(-1)!;
    const parent = path.at(-2) ?? 'messages';
    if (groupRead(path.at(-3) ?? 'messages', parent, path.length > 1)) return true;
    if (!text.includes(key)) return false;
    return namesOf(parent).some(
      (name) =>
        (identifier.test(key) && new RegExp(`\\b${literal(name)}\\??\\.${literal(key)}\\b`).test(text)) ||
        new RegExp(`\\b${literal(name)}\\[\\s*['"\`]${literal(key)}['"\`]\\s*\\]`).test(text),
    );
  };
  return catalogueKeys(catalogue)
    .filter((path) => !isRead(path))
    .map((path) => path.join('.'));
}

/** The text of every non-test TypeScript source below the folders (tests do not make a message used). */
export function readSources(root: string, folders: readonly string[], skip: RegExp): string[] {
  const walk = (path: string): string[] => {
    if (skip.test(path.slice(root.length))) return [];
    if (statSync(path).isDirectory()) return readdirSync(path).flatMap((name) => walk(join(path, name)));
    return /\.tsx?$/.test(path) && !/\.(test|e2e)\.tsx?$/.test(path) ? [readFileSync(path, 'utf8')] : [];
  };
  return folders.flatMap((folder) => walk(join(root, folder)));
}
