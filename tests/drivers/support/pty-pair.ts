// Two pseudo-terminals wired back to back by socat: the driver opens one end as its serial port,
// a peer program the other. socat prints each end's path on stderr ("N PTY is /dev/pts/7").
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';

export interface PtyPair {
  /** The end the driver opens. */
  driverEnd: string;
  /** The end the peer opens. */
  peerEnd: string;
  close(): Promise<void>;
}

/**
 * With `folder`, the two ends are also reachable as `folder/driver` and `folder/peer` (socat's
 * symlinks), which a new pair made in the same folder takes over: a serial adapter plugged back.
 */
export function openPtyPair(folder?: string): Promise<PtyPair> {
  const end = (name: string) => `pty,raw,echo=0${folder ? `,link=${folder}/${name}` : ''}`;
  const socat = spawn('socat', ['-d', '-d', end('driver'), end('peer')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const paths: string[] = [];
    let log = '';
    socat.once('error', reject);
    socat.once('exit', (code) => reject(new Error(`socat exited (${code}): ${log}`)));
    socat.stderr?.setEncoding('utf8').on('data', (text: string) => {
      log += text;
      for (const match of text.matchAll(/PTY is (\S+)/g)) paths.push(match[1] ?? '');
      if (log.includes('starting data transfer loop') && paths.length === 2) {
        const [driverEnd = '', peerEnd = ''] = folder ? [`${folder}/driver`, `${folder}/peer`] : paths;
        resolve({ driverEnd, peerEnd, close: () => unplug(socat, folder) });
      }
    });
  });
}

/**
 * The fixed paths go first: a driver reopening its port must find nothing there until the next
 * pair, never the old path while socat shuts down (its pseudo-terminal numbers are reused at once).
 */
async function unplug(socat: ChildProcess, folder: string | undefined): Promise<void> {
  if (folder) for (const end of ['driver', 'peer']) fs.rmSync(`${folder}/${end}`, { force: true });
  await stopProcess(socat);
}

/** Ends a child process and waits until it is gone. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
