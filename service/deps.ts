// What createApp and the CLI are built from: every side effect behind an interface so tests pass fakes.
import type { Clock } from './clock';
import type { Db } from './db/connection';
import type { Logger } from './logger';

export interface Deps {
  readonly db: Db;
  readonly clock: Clock;
  readonly logger: Logger;
  /** BIVOUAC_DATA_DIR: uploads, backups, generated documents. */
  readonly dataDir: string;
  /** Built UI to serve, when present. */
  readonly uiDir?: string;
  /** BIVOUAC_SMTP_URL: the outgoing mail server when the e-mail settings name none. */
  readonly smtpUrl?: string;
}
