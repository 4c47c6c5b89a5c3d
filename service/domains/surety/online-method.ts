// The payment method the guarantees recorded on the public page are filed under (« Caution en
// ligne », online only): made by a first-start seed, found again by the id kept in the settings.
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import { AppError } from '../../errors/app-error';
import { ensureSetting, getSetting } from '../security';

const SETTING = 'surety_online_method_id';

export function seedSuretyOnlineMethod(db: Db, now: string): void {
  const { id } = statement(
    db,
    `INSERT INTO payment_methods (label, payment_type, is_at_reception, is_online, created_at, updated_at)
     VALUES ('Caution en ligne', 0, 0, 1, ?, ?) RETURNING id`,
  ).get(now, now) as { id: number };
  ensureSetting(db, SETTING, String(id));
}

export function suretyOnlineMethodId(db: Db): number {
  const id = Number(getSetting(db, SETTING));
  if (!id) throw new AppError('NO_PAYMENT_METHOD_AVAILABLE');
  return id;
}
