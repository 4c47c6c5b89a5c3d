// A release's manifest.json: which Bivouac it is, the Node it was built for, and the SHA-256 of
// every other file it holds. The box installs a release only when its files match it exactly.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const manifestFileName = 'manifest.json';

export const manifestSchema = z.object({
  /** `bivouac-<version>-<stamp>`: the release's folder under releases/ and its tarball's name. */
  name: z.string().regex(/^bivouac-[\w.-]+$/),
  version: z.string().min(1),
  /** UTC build time, `YYYYMMDD-HHMMSS`. */
  stamp: z.string().regex(/^\d{8}-\d{6}$/),
  commit: z.string().nullable(),
  node: z.object({
    version: z.string(),
    /** `process.versions.modules`: native addons load only on a Node of the same ABI. */
    abi: z.string(),
    platform: z.string(),
    arch: z.string(),
  }),
  /** Relative path (with `/`) -> SHA-256 in hex, for every file but the manifest itself. */
  files: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ReleaseIdentity = Pick<Manifest, 'version' | 'stamp' | 'commit'>;

export function releaseName(version: string, stamp: string): string {
  return `bivouac-${version}-${stamp}`;
}

/** The Node running this code, as a manifest records it. */
export function runningNode(): Manifest['node'] {
  return { version: process.version, abi: process.versions.modules, platform: process.platform, arch: process.arch };
}

function sha256(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Every file under `dir` (symbolic links refused: a release holds plain files), relative, sorted. */
function listFiles(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return listFiles(dir, relative);
      if (entry.isFile()) return [relative];
      throw new Error(`${relative} : ni un fichier ni un dossier`);
    })
    .sort();
}

/** The `files` of a manifest for the release unpacked in `dir`. */
export function hashFiles(dir: string): Manifest['files'] {
  return Object.fromEntries(
    listFiles(dir)
      .filter((file) => file !== manifestFileName)
      .map((file) => [file, sha256(path.join(dir, file))]),
  );
}

export function readManifest(dir: string): Manifest | null {
  const file = path.join(dir, manifestFileName);
  if (!fs.existsSync(file)) return null;
  const parsed = manifestSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  return parsed.success ? parsed.data : null;
}

export function writeManifest(dir: string, manifest: Manifest): void {
  fs.writeFileSync(path.join(dir, manifestFileName), `${JSON.stringify(manifest, null, 2)}\n`);
}
