import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** How a workspace package's bare name maps to the files its `exports` name. */
type PackageExports = Readonly<Record<string, string>>;

export interface ReachabilityOptions {
  /** Folder everything is relative to. */
  root: string;
  /** Folders (relative to root) whose .ts/.tsx modules must all be reachable. */
  folders: readonly string[];
  /** Whether a module (path relative to root) is an entry point: a process, a CLI, a test, a config. */
  isEntry: (path: string) => boolean;
  packages: PackageExports;
}

const SOURCE = /\.(ts|tsx)$/;
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g;

function listModules(root: string, folder: string): string[] {
  const base = join(root, folder);
  if (!existsSync(base)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist' || name === 'fixtures') continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) found.push(relative(root, path));
    }
  };
  walk(base);
  return found;
}

/** The modules a file imports that live in the tree: relative paths and workspace packages. */
function importsOf(root: string, path: string, packages: PackageExports): string[] {
  const text = readFileSync(join(root, path), 'utf8');
  const targets: string[] = [];
  for (const [, specifier] of text.matchAll(SPECIFIERS)) {
    if (!specifier) continue;
    if (specifier.startsWith('.')) {
      const target = relative(root, resolve(root, dirname(path), specifier));
      targets.push(existsSync(join(root, target, 'index.ts')) ? join(target, 'index.ts') : target);
    } else if (packages[specifier]) {
      targets.push(packages[specifier]);
    }
  }
  return targets;
}

/**
 * Every module in the folders that no entry point reaches through imports: dead code, which a check
 * refuses so that an unrouted page or an unused helper cannot linger.
 */
export function unreachableModules(options: ReachabilityOptions): string[] {
  const { root, folders, isEntry, packages } = options;
  const modules = folders.flatMap((folder) => listModules(root, folder));
  const reached = new Set<string>();
  const queue = modules.filter(isEntry);
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (reached.has(next) || !existsSync(join(root, next))) continue;
    reached.add(next);
    queue.push(...importsOf(root, next, packages));
  }
  return modules.filter((module) => !reached.has(module)).sort();
}
