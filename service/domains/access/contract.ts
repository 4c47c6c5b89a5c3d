// The local access API and its records: who may pass the barrier, the pedestrian gate or take a
// shower, on what credential, and why each decision was taken.
import { z } from 'zod';

/** A keypad code, a badge (card number) or a number plate read by a camera. */
export const CREDENTIAL_KINDS = ['code', 'badge', 'plate'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

/** What a device opens: the showers count tokens per day and person, the others only check. */
export const DEVICE_KINDS = ['barrier', 'gate', 'shower'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export const DEVICE_KIND_LABELS: Record<DeviceKind, string> = {
  barrier: 'Barrière',
  gate: 'Portillon',
  shower: 'Douches',
};

/** Why a decision was taken: `allowed`, or the first rule that refused. */
export const ACCESS_REASONS = [
  'allowed',
  'unknown',
  'revoked',
  'not-a-stay',
  'before-arrival',
  'after-departure',
  'closed-hours',
  'balance-due',
  'no-tokens-left',
  'module-off',
] as const;
export type AccessReason = (typeof ACCESS_REASONS)[number];

export const ACCESS_REASON_LABELS: Record<AccessReason, string> = {
  allowed: 'Autorisé',
  unknown: 'Identifiant inconnu',
  revoked: 'Identifiant révoqué',
  'not-a-stay': 'Séjour annulé ou pas encore confirmé',
  'before-arrival': "Avant l'arrivée",
  'after-departure': 'Après le départ',
  'closed-hours': "Hors des heures d'ouverture",
  'balance-due': 'Solde à régler à la réception',
  'no-tokens-left': 'Plus de jeton aujourd’hui',
  'module-off': "Module contrôle d'accès désactivé",
};

export const accessCheckSchema = z.object({
  kind: z.enum(CREDENTIAL_KINDS, { error: 'INVALID_TYPE' }),
  value: z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(40, { error: 'TOO_LONG' }),
});
export type AccessCheck = z.infer<typeof accessCheckSchema>;

/** The device's answer: open or not, why, and for a shower how long it runs. */
export interface AccessDecisionDto {
  allow: boolean;
  reason: AccessReason;
  message: string;
  bookingCode: string | null;
  placeNumber: string | null;
  showerMinutes: number | null;
}

/** A device as the desk sees it: never its key, only the key's first characters. */
export interface Device {
  id: number;
  label: string;
  kind: DeviceKind;
  keyHint: string;
  createdAt: string;
  revokedAt: string | null;
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'INVALID_DATE' });
export const accessLogSchema = z.object({
  from: day.optional(),
  to: day.optional(),
  deviceId: z.number().int().positive().optional(),
  isAllowed: z.boolean().optional(),
  value: z.string().trim().max(40).optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(50),
});
export type AccessLogSearch = z.infer<typeof accessLogSchema>;

export interface AccessLogRow {
  id: number;
  at: string;
  device: string;
  credentialKind: CredentialKind;
  value: string;
  bookingId: number | null;
  bookingCode: string | null;
  customerName: string | null;
  isAllowed: boolean;
  reason: AccessReason;
  reasonLabel: string;
}

/** A credential of a stay, as the booking sheet lists it. */
export interface CredentialRow {
  id: number;
  occupancyId: number;
  kind: CredentialKind;
  value: string;
  createdAt: string;
  revokedAt: string | null;
  placeNumber: string | null;
}
