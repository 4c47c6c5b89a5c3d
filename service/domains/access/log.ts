// The access log searched by the desk: newest first, by day, device, decision or value.
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import { ACCESS_REASON_LABELS, type AccessLogRow, type AccessLogSearch } from './contract';

const where = `
WHERE (@from IS NULL OR l.day >= @from) AND (@to IS NULL OR l.day <= @to)
  AND (@deviceId IS NULL OR l.device_id = @deviceId) AND (@isAllowed IS NULL OR l.is_allowed = @isAllowed)
  AND (@value IS NULL OR l.value = @value)`;

export function searchAccessLog(db: Db, s: AccessLogSearch): { items: AccessLogRow[]; total: number } {
  const params = {
    from: s.from ?? null,
    to: s.to ?? null,
    deviceId: s.deviceId ?? null,
    isAllowed: s.isAllowed === undefined ? null : s.isAllowed ? 1 : 0,
    value: s.value ? s.value.toUpperCase().replace(/[\s-]/g, '') : null,
  };
  const { total } = statement(db, `SELECT count(*) AS total FROM access_log l ${where}`).get(params) as {
    total: number;
  };
  const rows = statement(
    db,
    `SELECT l.id, l.at, d.label AS device, l.credential_kind AS credentialKind, l.value, l.booking_id AS bookingId,
       b.code AS bookingCode, trim(coalesce(c.last_name, '') || ' ' || coalesce(c.first_name, '')) AS customerName,
       l.is_allowed AS isAllowed, l.reason
     FROM access_log l JOIN access_devices d ON d.id = l.device_id
     LEFT JOIN bookings b ON b.id = l.booking_id LEFT JOIN customers c ON c.id = b.customer_id
     ${where} ORDER BY l.id DESC LIMIT @limit OFFSET @offset`,
  ).all({ ...params, limit: s.pageSize, offset: (s.page - 1) * s.pageSize }) as (Omit<
    AccessLogRow,
    'isAllowed' | 'reasonLabel'
  > & { isAllowed: number })[];
  return {
    items: rows.map((r) => ({ ...r, isAllowed: r.isAllowed === 1, reasonLabel: ACCESS_REASON_LABELS[r.reason] })),
    total,
  };
}
