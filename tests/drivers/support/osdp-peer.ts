// The OSDP peer (tests/peers/osdp-pd.c on libosdp, built by the global setup) as a child process:
// orders go to its stdin, and each command it received comes back as a parsed stdout line.
import { type ChildProcess, spawn } from 'node:child_process';
import { inject } from 'vitest';
import { stopProcess } from './pty-pair';

export interface PeerCommand {
  /** OUT, LED or BUZ. */
  kind: string;
  fields: Record<string, number>;
}

export interface OsdpPeer {
  /** Presents a card (hex of its bits) to the reader. */
  presentCard(hex: string): void;
  typeKeys(keys: string): void;
  /** Every command the peer received so far, in order. */
  readonly commands: PeerCommand[];
  /** Resolves with the first command of `kind` received from now on. */
  nextCommand(kind: string): Promise<PeerCommand>;
  stop(): Promise<void>;
}

/** `scbk`: the PD's secure channel base key as 32 hex digits (none: install mode, in clear). */
export function startOsdpPeer(port: string, address: number, scbk?: string): Promise<OsdpPeer> {
  const args = [port, String(address), ...(scbk ? [scbk] : [])];
  const child: ChildProcess = spawn(inject('osdpPeerProgram'), args, {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const commands: PeerCommand[] = [];
  const waiting: { kind: string; resolve(command: PeerCommand): void }[] = [];
  let errors = '';
  child.stderr?.setEncoding('utf8').on('data', (text: string) => {
    errors += text;
  });

  const peer: OsdpPeer = {
    presentCard: (hex) => child.stdin?.write(`card ${hex}\n`),
    typeKeys: (keys) => child.stdin?.write(`keys ${keys}\n`),
    commands,
    nextCommand: (kind) => new Promise((resolve) => waiting.push({ kind, resolve })),
    stop: () => stopProcess(child),
  };

  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`osdp-pd exited (${code ?? signal}): ${errors}`)));
    let partial = '';
    child.stdout?.setEncoding('utf8').on('data', (text: string) => {
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (line === 'ready') {
          resolve(peer);
          continue;
        }
        const command = parseCommand(line);
        commands.push(command);
        const index = waiting.findIndex((w) => w.kind === command.kind);
        if (index >= 0) waiting.splice(index, 1)[0]?.resolve(command);
      }
    });
  });
}

function parseCommand(line: string): PeerCommand {
  const [kind = '', ...pairs] = line.split(' ');
  const fields: Record<string, number> = {};
  for (const pair of pairs) {
    const [key = '', value = ''] = pair.split('=');
    fields[key] = Number(value);
  }
  return { kind, fields };
}
