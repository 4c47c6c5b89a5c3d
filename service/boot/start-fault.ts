// A fault met at start, told in one French line naming its cause and what to do: the service
// prints it alone on stderr and exits 1, never a stack trace (the technician reads it in journalctl).
import { ConfigError } from '../config';

export class StartFault extends Error {
  constructor(line: string, options?: { cause?: unknown }) {
    super(line, options);
    this.name = 'StartFault';
  }
}

/** The innermost message of an error (drizzle wraps SQLite's), on one line. */
export function rootMessage(error: unknown): string {
  let e = error;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  const message = e instanceof Error ? e.message : String(e);
  return message.split('\n')[0]?.trim() ?? '';
}

/** The one line a failed start prints. */
export function startFaultLine(error: unknown): string {
  if (error instanceof StartFault) return error.message;
  if (error instanceof ConfigError) return error.message;
  return `Bivouac n’a pas pu démarrer : ${rootMessage(error)}. Lancez « bivouac doctor » pour un état de la machine.`;
}
