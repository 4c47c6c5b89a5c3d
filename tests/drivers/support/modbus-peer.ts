// The Modbus meter peer (tests/peers/modbus-meter.py, pymodbus's serial server) as a child process.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { stopProcess } from './pty-pair';

const script = path.resolve(import.meta.dirname, '../../peers/modbus-meter.py');

export interface ModbusPeer {
  stop(): Promise<void>;
}

/** Starts the meters on `port`; `registers` are the script's `SLAVE:TABLE:ADDRESS=WORD,...` specs. */
export function startModbusPeer(port: string, registers: string[]): Promise<ModbusPeer> {
  // Debian's interpreter: another python3 earlier on PATH may lack pymodbus.
  const child: ChildProcess = spawn('/usr/bin/python3', [script, port, ...registers], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let errors = '';
    child.stderr?.setEncoding('utf8').on('data', (text: string) => {
      errors += text;
    });
    child.once('exit', (code) => reject(new Error(`modbus-meter.py exited (${code}): ${errors}`)));
    child.stdout?.setEncoding('utf8').on('data', (text: string) => {
      if (text.includes('ready')) resolve({ stop: () => stopProcess(child) });
    });
  });
}
