// The byte pipe a serial driver talks through: a real port (an RS-485 adapter) on site, one end of
// a pseudo-terminal pair in tests. Drivers see only this interface, so framing and timing code
// never depends on serialport itself.
import { SerialPort } from 'serialport';

export interface SerialLink {
  /** Rejects while the port is away (unplugged); the driver counts that as an unanswered exchange. */
  write(bytes: Uint8Array): Promise<void>;
  /** Every chunk received, in order; chunks do not follow packet boundaries. */
  onData(listener: (chunk: Uint8Array) => void): void;
  close(): Promise<void>;
}

export interface SerialLinkOptions {
  path: string;
  baudRate: number;
  /** First wait before reopening a port that went away; each failed attempt doubles it. */
  reopenDelayMs?: number;
  maxReopenDelayMs?: number;
}

/** Opens the port; if it goes away later (USB adapter unplugged), reopens it with backoff. */
export function openSerialLink(options: SerialLinkOptions): Promise<SerialLink> {
  return new Promise((resolve, reject) => {
    const port = new SerialPort({ path: options.path, baudRate: options.baudRate }, (error) => {
      if (error) reject(error);
      else resolve(wrap(port, options));
    });
  });
}

function wrap(port: SerialPort, options: SerialLinkOptions): SerialLink {
  const firstDelay = options.reopenDelayMs ?? 500;
  const maxDelay = options.maxReopenDelayMs ?? 10_000;
  let delay = firstDelay;
  let closing = false;
  let reopenTimer: NodeJS.Timeout | undefined;

  function reopenLater(): void {
    reopenTimer = setTimeout(() => {
      port.open((error) => {
        if (!error) {
          delay = firstDelay;
          return;
        }
        delay = Math.min(delay * 2, maxDelay);
        if (!closing) reopenLater();
      });
    }, delay);
  }

  port.on('close', () => {
    if (!closing) reopenLater();
  });
  // Errors show up as failed writes and as 'close'; an 'error' without a listener would throw.
  port.on('error', () => {});

  return {
    write: (bytes) =>
      new Promise((resolve, reject) => {
        if (!port.isOpen) return reject(new Error(`${options.path} n'est pas ouvert`));
        port.write(Buffer.from(bytes), (error) => (error ? reject(error) : resolve()));
      }),
    onData: (listener) => {
      port.on('data', (chunk: Buffer) => listener(new Uint8Array(chunk)));
    },
    close: () =>
      new Promise((resolve) => {
        closing = true;
        clearTimeout(reopenTimer);
        if (!port.isOpen) return resolve();
        port.close(() => resolve());
      }),
  };
}
