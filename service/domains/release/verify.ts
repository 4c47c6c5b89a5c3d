// A release is installed only when it is exactly what was built: every file of its manifest
// present with the same SHA-256, no file it does not list, and built for this Node.
import { AppError } from '../../errors/app-error';
import { hashFiles, type Manifest, readManifest } from './manifest';

/** French lines naming each file that differs from the manifest; empty when they all match. */
export function fileDiscrepancies(recorded: Manifest['files'], actual: Manifest['files']): string[] {
  const missing = Object.keys(recorded).filter((file) => !(file in actual));
  const altered = Object.keys(recorded).filter((file) => file in actual && actual[file] !== recorded[file]);
  const unexpected = Object.keys(actual).filter((file) => !(file in recorded));
  return [
    ...altered.map((file) => `${file} modifié`),
    ...missing.map((file) => `${file} manquant`),
    ...unexpected.map((file) => `${file} en trop`),
  ];
}

/** Native addons (SQLite, Argon2) load only on the ABI, platform and architecture they were built for. */
export function isNodeCompatible(built: Manifest['node'], running: Manifest['node']): boolean {
  return built.abi === running.abi && built.platform === running.platform && built.arch === running.arch;
}

/** Reads and checks the release unpacked in `dir`; throws the refusal saying why. */
export function verifyRelease(dir: string, running: Manifest['node']): Manifest {
  const manifest = readManifest(dir);
  if (!manifest) throw new AppError('RELEASE_UNREADABLE', { params: { reason: 'manifest.json absent ou illisible' } });
  let actual: Manifest['files'];
  try {
    actual = hashFiles(dir);
  } catch (error) {
    throw new AppError('RELEASE_UNREADABLE', {
      params: { reason: error instanceof Error ? error.message : String(error) },
    });
  }
  const problems = fileDiscrepancies(manifest.files, actual);
  if (problems.length > 0) {
    const shown = problems.slice(0, 5).join(', ');
    const more = problems.length > 5 ? ` et ${problems.length - 5} autre(s)` : '';
    throw new AppError('RELEASE_ALTERED', { params: { problems: `${shown}${more}` } });
  }
  if (!isNodeCompatible(manifest.node, running)) {
    throw new AppError('RELEASE_WRONG_NODE', {
      params: {
        built: `${manifest.node.version} ABI ${manifest.node.abi}`,
        builtPlatform: `${manifest.node.platform}-${manifest.node.arch}`,
        running: `${running.version} ABI ${running.abi}`,
        runningPlatform: `${running.platform}-${running.arch}`,
      },
    });
  }
  return manifest;
}
