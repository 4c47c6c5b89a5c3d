// The browser bundle may carry only the service's pure modules: contracts (types, zod schemas,
// enumerations), pure rules and validation helpers. Database, HTTP and domain-index code stays on
// the server; docs/ui-service-boundary.md gives the rule and how to keep it.
import { describe, expect, it } from 'vitest';
import { type Edge, importsOf, relative, root, sourcesUnder } from '../support/import-graph';

/** The only package a module shared with the UI may import. */
const PURE_PACKAGES = new Set(['zod']);
/** Roles that hold database, HTTP or wiring code, by file name. */
const SERVER_ONLY = [
  /^service\/domains\/.*(^|\/|-)(schema|store|routes|service)\.ts$/,
  /^service\/domains\/[^/]+(\/[^/]+)?\/index\.ts$/,
  /^service\/(db|http|jobs)\//,
  /^service\/(app|main|deps|config|registry)\.ts$/,
];
const isSchema = (file: string) => /(^|\/|-)schema\.ts$/.test(file);
const isService = (file: string) => file.startsWith('service/');

/** The first chain from `file` through its run-time imports to server code, or null when pure. */
function serverChain(file: string, seen = new Set<string>()): string[] | null {
  const name = relative(file);
  if (SERVER_ONLY.some((role) => role.test(name))) return [name];
  if (seen.has(file)) return null;
  seen.add(file);
  for (const edge of importsOf(file).filter((e) => !e.isTypeOnly)) {
    if (edge.file === null) {
      if (!edge.specifier.startsWith('.') && !PURE_PACKAGES.has(edge.specifier)) return [name, edge.specifier];
      continue;
    }
    const rest = serverChain(edge.file, seen);
    if (rest) return [name, ...rest];
  }
  return null;
}

function intoService(file: string): Edge[] {
  return importsOf(file).filter((edge) => edge.file !== null && isService(relative(edge.file)));
}

describe('the boundary between the UI and the service', () => {
  it('every module of service/ that ui/ imports is pure: it reaches only zod and other pure modules', () => {
    const offending: string[] = [];
    for (const file of sourcesUnder('ui')) {
      for (const edge of intoService(file)) {
        const target = edge.file ? relative(edge.file) : edge.specifier;
        // Even for a type: a row type the UI reads is written out in the domain's rows-contract.ts.
        const chain = isSchema(target) ? [target] : edge.file ? serverChain(edge.file) : null;
        if (chain) offending.push([relative(file), ...chain].join(' → '));
      }
    }
    expect(offending).toEqual([]);
  });

  it('a contract module imports no schema, store, route or domain index, even for its types', () => {
    const contracts = sourcesUnder('service').filter((file) => /(^|\/|-)contract\.ts$/.test(file));
    expect(contracts.length).toBeGreaterThan(20);
    const offending: string[] = [];
    for (const contract of contracts) {
      for (const edge of importsOf(contract)) {
        const target = edge.file ? relative(edge.file) : edge.specifier;
        const isServerOnly = isSchema(target) || SERVER_ONLY.some((role) => role.test(target));
        const chain = edge.isTypeOnly || !edge.file ? null : serverChain(edge.file);
        if (isServerOnly || chain) offending.push([relative(contract), ...(chain ?? [target])].join(' → '));
        else if (!edge.file && !edge.specifier.startsWith('.') && !PURE_PACKAGES.has(edge.specifier))
          offending.push(`${relative(contract)} → ${edge.specifier}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('follows a module through its imports to the server code it reaches', () => {
    // The resume form's customer lookup queries the database: it must never be shared with the UI.
    const chain = serverChain(`${root}/service/domains/booking/lists/customer-resume.ts`);
    expect(chain?.[0]).toBe('service/domains/booking/lists/customer-resume.ts');
    expect(chain?.at(-1)).toMatch(/^service\/db\//);
  });
});
