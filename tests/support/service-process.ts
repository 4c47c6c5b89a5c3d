// The service started as the box starts it: its own process on a data folder and a port, its
// TypeScript sources run through tsx.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServiceProcess {
  readonly child: ChildProcess;
  /** Resolves once the process has ended, with its exit code and what it wrote on stderr. */
  readonly exited: Promise<{ code: number | null; stderr: string }>;
}

export function startService(env: Record<string, string>): ServiceProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'service/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', BIVOUAC_ADMIN_PASSWORD: 'service-password', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  );
  return { child, exited };
}

/** Waits until the service answers on `url` (or throws once it has exited). */
export async function firstAnswer(service: ServiceProcess, url: string): Promise<Response> {
  for (;;) {
    if (service.child.exitCode !== null) throw new Error(`the service exited with ${service.child.exitCode}`);
    try {
      return await fetch(url);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

export async function stopService(service: ServiceProcess): Promise<void> {
  if (service.child.exitCode === null && service.child.signalCode === null) service.child.kill('SIGTERM');
  await service.exited;
}
