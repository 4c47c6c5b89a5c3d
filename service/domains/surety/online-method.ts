// The payment method the guarantees recorded on the public page are filed under (« Caution en
// ligne », online only, not offered at reception): made by the first guarantee recorded, so sites
// that never use the link never see it, and found again by the id kept in the settings.
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import { getSetting, putSetting } from '../security';

const SETTING = 'surety_online_method_id';

/** The method's id, made now when missing (call inside the recording transaction). */
export function suretyOnlineMethodId(db: Db, now: string): number {
  const kept = Number(getSetting(db, SETTING));
  if (kept && statement(db, 'SELECT 1 FROM payment_methods WHERE id = ?').get(kept)) return kept;
  const { id } = statement(
    db,
    `INSERT INTO payment_methods (label, payment_type, is_at_reception, is_online, created_at, updated_at)
     VALUES ('Caution en ligne', 0, 0, 1, ?, ?) RETURNING id`,
  ).get(now, now) as { id: number };
  putSetting(db, SETTING, String(id));
  return id;
}
