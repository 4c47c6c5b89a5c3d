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
});

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly adminLogin: string;
  readonly adminPassword?: string;
  readonly smtpUrl?: string;
  readonly today?: string;
}

export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuration invalide :\n${lines.join('\n')}`);
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
  });
}
