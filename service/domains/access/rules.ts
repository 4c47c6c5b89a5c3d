// Who may pass, decided from the credential's stay, the site's settings and the moment. Pure: the
// check reads the rows, these rules decide, the check logs. Times are Paris wall-clock times.
import { BOOKING_KIND, type BookingKind, type BookingState } from '../booking/contract';
import type { AccessReason, DeviceKind } from './contract';

export interface AccessSettings {
  /** Access opens this many hours before the arrival hour of the first day… */
  readonly openBeforeArrivalHours: number;
  /** …and stays open this many hours after the departure hour of the last day. */
  readonly closeAfterDepartureHours: number;
  /** The site's opening hours, `HH:MM`; from after to spans midnight, both equal means always open. */
  readonly openFrom: string;
  readonly openTo: string;
  readonly refuseWhileBalanceDue: boolean;
  /** Shower tokens per person and day; 0 means the showers are not counted. */
  readonly showerTokensPerPersonPerDay: number;
}

export interface CredentialStay {
  readonly revokedAt: string | null;
  readonly bookingKind: BookingKind;
  readonly bookingState: BookingState;
  readonly isOccupancyCancelled: boolean;
  /** The occupancy's first day and its day of departure. */
  readonly startDate: string;
  readonly endDate: string;
  readonly owedCents: number;
  readonly persons: number;
}

export interface AccessMoment {
  /** Paris day `YYYY-MM-DD` and time `HH:MM`. */
  readonly day: string;
  readonly time: string;
}

export interface AccessRequest {
  readonly stay: CredentialStay | null;
  readonly device: DeviceKind;
  readonly settings: AccessSettings;
  readonly at: AccessMoment;
  /** The pitch's arrival and departure hours (arrival and departure preferences). */
  readonly arrivalHour: string;
  readonly departureHour: string;
  /** Showers allowed today on this occupancy so far. */
  readonly tokensUsedToday: number;
}

const hourMs = 3_600_000;
/** A Paris wall-clock moment as a number that orders like the wall clock (summer time aside). */
const wallClock = (day: string, time: string) => Date.parse(`${day}T${time}:00Z`);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function isWithinOpeningHours(time: string, openFrom: string, openTo: string): boolean {
  const [now, from, to] = [minutesOf(time), minutesOf(openFrom), minutesOf(openTo)];
  if (from === to) return true;
  return from < to ? now >= from && now < to : now >= from || now < to;
}

/**
 * « Valid from arrival to departure within the site's opening hours »: the first rule that refuses
 * names the reason; a shower also spends one of the day's tokens (per person of the occupancy).
 */
export function decideAccess(r: AccessRequest): AccessReason {
  const { stay, settings, at } = r;
  if (!stay) return 'unknown';
  if (stay.revokedAt) return 'revoked';
  if (stay.bookingKind !== BOOKING_KIND.reservation || stay.bookingState !== 'NORMAL' || stay.isOccupancyCancelled)
    return 'not-a-stay';
  const now = wallClock(at.day, at.time);
  if (now < wallClock(stay.startDate, r.arrivalHour) - settings.openBeforeArrivalHours * hourMs)
    return 'before-arrival';
  if (now >= wallClock(stay.endDate, r.departureHour) + settings.closeAfterDepartureHours * hourMs)
    return 'after-departure';
  if (!isWithinOpeningHours(at.time, settings.openFrom, settings.openTo)) return 'closed-hours';
  if (settings.refuseWhileBalanceDue && stay.owedCents > 0) return 'balance-due';
  const tokens = settings.showerTokensPerPersonPerDay;
  if (r.device === 'shower' && tokens > 0 && r.tokensUsedToday >= tokens * Math.max(1, stay.persons))
    return 'no-tokens-left';
  return 'allowed';
}
