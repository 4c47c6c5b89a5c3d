// The access channels a site starts with (inserted once: a channel the staff remove stays removed).
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { accessChannels } from './schema';

const channelSeed = [
  ['Réception', 'RECEPTION', 'RECEPTION'],
  ['Site internet', 'WEB', 'WEBSITE'],
] as const;

export function seedAccessChannels(db: Db, now: string): void {
  inTransaction(db, () => {
    channelSeed.forEach(([label, code, kind], i) => {
      db.insert(accessChannels)
        .values({ label, code, kind, order: i + 1, createdAt: now, updatedAt: now })
        .run();
    });
  });
}
