// Reads meter indexes over a Modbus RTU bus (modbus-serial). One request at a time, as the bus
// requires; a meter that does not answer costs its own timeouts and retries, never the others'.
import ModbusRTU from 'modbus-serial';
import { decodeIndex, type MeterType } from './meter-registers';

export interface MeterBusOptions {
  path: string;
  baudRate: number;
  /** How long to wait for one reply. */
  timeoutMs: number;
  /** Further attempts after a timeout or a garbled reply (0: one attempt only). */
  retries: number;
}

export interface Meter {
  id: string;
  slaveId: number;
  type: MeterType;
}

export interface MeterReading {
  raw: number;
  value: number;
  unit: MeterType['unit'];
}

export type MeterErrorKind = 'timeout' | 'exception' | 'transport';

export class MeterReadError extends Error {
  constructor(
    readonly kind: MeterErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export type MeterPollResult =
  | { meterId: string; ok: true; reading: MeterReading }
  | { meterId: string; ok: false; error: { kind: MeterErrorKind; message: string } };

export interface MeterBus {
  read(meter: Meter): Promise<MeterReading>;
  /** Every meter in turn; a failed meter gives its error in place of a reading. */
  poll(meters: readonly Meter[]): Promise<MeterPollResult[]>;
  close(): Promise<void>;
}

export async function openMeterBus(options: MeterBusOptions): Promise<MeterBus> {
  const client = new ModbusRTU();
  await client.connectRTUBuffered(options.path, { baudRate: options.baudRate });
  client.setTimeout(options.timeoutMs);

  async function readOnce(meter: Meter): Promise<number[]> {
    client.setID(meter.slaveId);
    const { table, address } = meter.type;
    const result =
      table === 'holding' ? await client.readHoldingRegisters(address, 2) : await client.readInputRegisters(address, 2);
    return result.data;
  }

  /** A port that went away (adapter unplugged) is opened again at the next read, if it is back. */
  async function ensureOpen(): Promise<void> {
    if (client.isOpen) return;
    await new Promise<void>((resolve, reject) => {
      client.open((error: unknown) => (error ? reject(error) : resolve()));
    }).catch(() => {
      throw new MeterReadError('transport', `le port série ${options.path} est indisponible`);
    });
  }

  async function read(meter: Meter): Promise<MeterReading> {
    await ensureOpen();
    for (let attempt = 0; ; attempt++) {
      try {
        const words = await readOnce(meter);
        return { ...decodeIndex(words, meter.type), unit: meter.type.unit };
      } catch (error) {
        const failure = classify(error);
        // A Modbus exception is the meter's own answer: asking again gives the same one.
        if (failure.kind === 'exception' || attempt >= options.retries) throw failure;
      }
    }
  }

  async function poll(meters: readonly Meter[]): Promise<MeterPollResult[]> {
    const results: MeterPollResult[] = [];
    for (const meter of meters) {
      try {
        results.push({ meterId: meter.id, ok: true, reading: await read(meter) });
      } catch (error) {
        const { kind, message } = classify(error);
        results.push({ meterId: meter.id, ok: false, error: { kind, message } });
      }
    }
    return results;
  }

  return {
    read,
    poll,
    close: () => new Promise((resolve) => client.close(() => resolve())),
  };
}

function classify(error: unknown): MeterReadError {
  if (error instanceof MeterReadError) return error;
  // modbus-serial rejects with plain objects or Errors carrying these optional fields, untyped.
  const details = error as { name?: string; errno?: string; modbusCode?: number; message?: string };
  if (details.errno === 'ETIMEDOUT' || details.name === 'TransactionTimedOutError') {
    return new MeterReadError('timeout', 'le compteur ne répond pas');
  }
  if (typeof details.modbusCode === 'number') {
    return new MeterReadError('exception', `le compteur refuse la lecture (exception Modbus ${details.modbusCode})`);
  }
  return new MeterReadError('transport', details.message ?? String(error));
}
