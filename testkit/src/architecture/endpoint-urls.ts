import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One address an RTK Query endpoint writes out itself: its file and the literal as written. */
export interface HandTypedUrl {
  file: string;
  literal: string;
}

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The string and template literals of `source` that start with `/`: an API path written by hand. */
export function handTypedPaths(source: string): string[] {
  const file = ts.createSourceFile('endpoints.ts', source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? node.head.text
          : null;
    if (text?.startsWith('/')) found.push(node.getText(file));
    else ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every hand-typed path in the modules under `folder` that declare RTK Query endpoints. */
export function handTypedEndpointUrls(root: string, folder: string): HandTypedUrl[] {
  return sourceFiles(join(root, folder)).flatMap((path) => {
    const source = readFileSync(path, 'utf8');
    if (!source.includes('.injectEndpoints(')) return [];
    const file = relative(root, path);
    return handTypedPaths(source).map((literal) => ({ file, literal }));
  });
}
