// The devices that ask the box over HTTP (a barrier's controller, a shower timer…), each with its
// own API key: shown once when made, stored as its SHA-256 only, revocable. Not a user session.
import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import { AppError } from '../../errors/app-error';
import type { Device, DeviceKind } from './contract';

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function listDevices(db: Db): Device[] {
  return statement(
    db,
    `SELECT id, label, kind, key_hint AS keyHint, created_at AS createdAt, revoked_at AS revokedAt
     FROM access_devices ORDER BY revoked_at IS NOT NULL, label`,
  ).all() as Device[];
}

/** Makes a device and answers its key: the only time it is ever shown. */
export function createDevice(
  db: Db,
  clock: Clock,
  device: { label: string; kind: DeviceKind; userId: number | null },
): { id: number; key: string } {
  const key = `bvk_${randomBytes(24).toString('base64url')}`;
  const row = statement(
    db,
    `INSERT INTO access_devices (label, kind, key_hash, key_hint, created_at, created_by)
     VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
  ).get(device.label, device.kind, hashKey(key), key.slice(0, 8), clock.now().toISOString(), device.userId) as {
    id: number;
  };
  return { id: row.id, key };
}

export function revokeDevice(db: Db, clock: Clock, id: number): void {
  const res = statement(db, 'UPDATE access_devices SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(
    clock.now().toISOString(),
    id,
  );
  if (res.changes === 0) throw new AppError('NOT_FOUND');
}

/** The live device holding this key, or the catalogue's refusal. */
export function deviceOfKey(db: Db, key: string | undefined): { id: number; kind: DeviceKind } {
  const found = key
    ? (statement(db, 'SELECT id, kind FROM access_devices WHERE key_hash = ? AND revoked_at IS NULL').get(
        hashKey(key),
      ) as { id: number; kind: DeviceKind } | undefined)
    : undefined;
  if (!found) throw new AppError('ACCESS_DEVICE_KEY_INVALID');
  return found;
}
