// The packages a release ships in its node_modules: those the bundles leave out (native addons,
// pdfkit) and everything they depend on at run time, copied from the build machine's node_modules
// (no network). Resolved the way Node resolves them: the nearest node_modules up the tree.
import fs from 'node:fs';
import path from 'node:path';

interface PackageJson {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

function findPackage(root: string, fromDir: string, name: string): string | null {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root || path.dirname(dir) === dir) return null;
  }
}

/** Package folders (relative to `root`) of `names` and their run-time dependencies, sorted. */
export function dependencyClosure(root: string, names: readonly string[]): string[] {
  const found = new Set<string>();
  const visit = (fromDir: string, name: string, isOptional: boolean) => {
    const dir = findPackage(root, fromDir, name);
    if (!dir) {
      // An optional dependency for another platform (Argon2's builds) is not installed here.
      if (isOptional) return;
      throw new Error(`Dépendance introuvable dans node_modules : ${name}`);
    }
    if (found.has(dir)) return;
    found.add(dir);
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dir, dep, false);
    for (const dep of Object.keys(pkg.optionalDependencies ?? {})) visit(dir, dep, true);
  };
  for (const name of names) visit(root, name, false);
  return [...found].map((dir) => path.relative(root, dir)).sort();
}

/**
 * Whether a path of a package belongs in a release. Nested node_modules are left out: those
 * packages are copied on their own. A package compiled at install (it has a binding.gyp) needs
 * only the `.node` files of build/Release at run time: not its C sources nor the compiler's objects.
 */
function isShipped(parts: string[], isNative: boolean): boolean {
  if (parts[0] === 'node_modules') return false;
  if (!isNative || parts[0] === undefined) return true;
  if (parts[0] === 'deps' || parts[0] === 'src') return false;
  if (parts[0] !== 'build' || parts.length === 1) return true;
  if (parts[1] !== 'Release') return false;
  return parts.length === 2 || (parts.length === 3 && (parts[2] ?? '').endsWith('.node'));
}

export function copyPackage(from: string, to: string): void {
  const isNative = fs.existsSync(path.join(from, 'binding.gyp'));
  fs.cpSync(from, to, {
    recursive: true,
    dereference: true,
    filter: (source) => {
      const relative = path.relative(from, source);
      return relative === '' || isShipped(relative.split(path.sep), isNative);
    },
  });
}
