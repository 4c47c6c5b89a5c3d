// The only reader of process.env: validates every environment variable once, at boot,
// and fails listing every bad key rather than the first one.
import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  BIVOUAC_DATA_DIR: z.string().min(1).default('./data'),
  BIVOUAC_ADMIN_LOGIN: z.string().min(1).default('admin'),
  BIVOUAC_ADMIN_PASSWORD: z.string().min(3).optional(),
  BIVOUAC_SMTP_URL: z.url().optional(),
  BIVOUAC_TODAY: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'attendu AAAA-MM-JJ')
    .optional(),
  // Opt-in: a database the start finds damaged is served read-only instead of refused (docs/faults.md).
  BIVOUAC_DAMAGED_READ_ONLY: z.stringbool().default(false),
});

/** What each variable expects, in the technician's words: the one line a bad value is told with. */
const expected: Record<keyof z.infer<typeof envSchema>, string> = {
  PORT: 'un numéro de port de 1 à 65535',
  HOST: 'une adresse d’écoute',
  BIVOUAC_DATA_DIR: 'un dossier',
  BIVOUAC_ADMIN_LOGIN: 'un identifiant',
  BIVOUAC_ADMIN_PASSWORD: '3 caractères au moins',
  BIVOUAC_SMTP_URL: 'une adresse comme smtp://127.0.0.1:2525',
  BIVOUAC_TODAY: 'une date AAAA-MM-JJ',
  BIVOUAC_DAMAGED_READ_ONLY: '1 ou 0',
};

/** A refused environment: its message is one French line naming every bad variable. */
export class ConfigError extends Error {}

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly adminLogin: string;
  readonly adminPassword?: string;
  readonly smtpUrl?: string;
  readonly today?: string;
  readonly isDamagedServedReadOnly: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const keys = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))] as (keyof typeof expected)[];
    const named = keys.map((key) => `${key} (attendu : ${expected[key]})`);
    throw new ConfigError(`Configuration invalide : ${named.join(', ')}. Corrigez l’environnement du service.`);
  }
  const e = parsed.data;
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.BIVOUAC_DATA_DIR),
    adminLogin: e.BIVOUAC_ADMIN_LOGIN,
    adminPassword: e.BIVOUAC_ADMIN_PASSWORD,
    smtpUrl: e.BIVOUAC_SMTP_URL,
    today: e.BIVOUAC_TODAY,
    isDamagedServedReadOnly: e.BIVOUAC_DAMAGED_READ_ONLY,
  });
}
