// The byte pipe a serial driver talks through: a real port (an RS-485 adapter) on site, one end of
// a pseudo-terminal pair in tests. Drivers see only this interface, so framing and timing code
// never depends on serialport itself.
import { SerialPort } from 'serialport';

export interface SerialLink {
  write(bytes: Uint8Array): Promise<void>;
  /** Every chunk received, in order; chunks do not follow packet boundaries. */
  onData(listener: (chunk: Uint8Array) => void): void;
  close(): Promise<void>;
}

export interface SerialLinkOptions {
  path: string;
  baudRate: number;
}

export function openSerialLink(options: SerialLinkOptions): Promise<SerialLink> {
  return new Promise((resolve, reject) => {
    const port = new SerialPort({ path: options.path, baudRate: options.baudRate }, (error) => {
      if (error) reject(error);
      else resolve(wrap(port));
    });
  });
}

function wrap(port: SerialPort): SerialLink {
  return {
    write: (bytes) =>
      new Promise((resolve, reject) => {
        port.write(Buffer.from(bytes), (error) => (error ? reject(error) : resolve()));
      }),
    onData: (listener) => {
      port.on('data', (chunk: Buffer) => listener(new Uint8Array(chunk)));
    },
    close: () =>
      new Promise((resolve) => {
        if (!port.isOpen) return resolve();
        port.close(() => resolve());
      }),
  };
}
