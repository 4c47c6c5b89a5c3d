// The runtime import graph of our TypeScript sources, read from their import specifiers. A
// statement `import type` / `export type` is erased at build time and is not an edge.
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export type Edge = { specifier: string; file: string | null; isTypeOnly: boolean };

// `import … from 'x'`, `export … from 'x'`, `import 'x'` and `import('x')`, across line breaks.
const STATEMENT = /(?:^|[;\n])\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  if (/\.tsx?$/.test(base) && fs.existsSync(base)) return base;
  const found = EXTENSIONS.map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
  return found ?? null;
}

export function importsOf(file: string): Edge[] {
  const text = fs.readFileSync(file, 'utf8');
  const edges: Edge[] = [];
  for (const [, , typeWord, specifier] of text.matchAll(STATEMENT)) {
    edges.push({ specifier, file: resolve(file, specifier), isTypeOnly: typeWord !== undefined });
  }
  for (const [, specifier] of text.matchAll(DYNAMIC)) {
    edges.push({ specifier, file: resolve(file, specifier), isTypeOnly: false });
  }
  return edges;
}

/** Every file reached at run time from `entries`, each with the chain of files that leads to it. */
export function reachable(entries: string[]): Map<string, string[]> {
  const chains = new Map<string, string[]>(entries.map((entry) => [entry, [entry]]));
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const chain = chains.get(file) ?? [file];
    for (const edge of importsOf(file)) {
      if (edge.isTypeOnly || edge.file === null || chains.has(edge.file)) continue;
      chains.set(edge.file, [...chain, edge.file]);
      queue.push(edge.file);
    }
  }
  return chains;
}

export function sourcesUnder(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith('dist'))
    .map((name) => path.join(root, dir, name));
}

export const relative = (file: string) => path.relative(root, file);
