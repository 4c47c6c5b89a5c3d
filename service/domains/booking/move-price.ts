// The planning's move and its price: before a drop is confirmed, the booking's total now and under
// each of the four price update choices, computed by the real save inside a savepoint rolled back
// (nothing written, not even the version); a choice that cannot price the move says why. The move
// then records what it did in the history: from, to, prices before and after, the choice taken.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import { errorMessage } from '../../errors/catalogue';
import { places } from '../place';
import {
  type BookingDto,
  type MoveInput,
  type MovePreview,
  type MovePrice,
  type OccupancyDto,
  PRICE_UPDATE_CHOICE_LABELS,
  PRICE_UPDATE_CHOICES,
  type PriceUpdateChoice,
} from './contract';
import type { HistoryEntry } from './history';

/** Thrown inside the savepoint to roll the trial save back. */
class TrialDone extends Error {
  constructor(readonly totalCents: number) {
    super('trial');
  }
}

/** The booking's total if the move were saved with `choice`; nothing stays written. */
export function trialTotal(db: Db, save: () => BookingDto): number {
  try {
    db.$client.transaction(() => {
      throw new TrialDone(save().totalCents);
    })();
  } catch (e) {
    if (e instanceof TrialDone) return e.totalCents;
    throw e;
  }
  throw new Error('unreachable');
}

/**
 * The four choices' totals. A refusal of the move itself (the place taken, closed nights…) is the
 * same under every choice: it is thrown as the move would throw it, so no choice is offered.
 */
export function movePreview(
  db: Db,
  dto: BookingDto,
  saveWith: (choice: PriceUpdateChoice) => BookingDto,
  defaultChoice: PriceUpdateChoice,
): MovePreview {
  const failures: AppError[] = [];
  const prices: MovePrice[] = PRICE_UPDATE_CHOICES.map((choice) => {
    try {
      return { choice, totalCents: trialTotal(db, () => saveWith(choice)), error: null };
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      failures.push(e);
      return { choice, totalCents: null, error: { code: e.code, message: errorMessage(e.code, e.params) } };
    }
  });
  if (failures.length === prices.length && failures.every((f) => f.code === failures[0]?.code)) throw failures[0];
  return {
    currentCents: dto.totalCents,
    defaultChoice,
    isPriceChanged: prices.some((p) => p.totalCents !== null && p.totalCents !== dto.totalCents),
    prices,
  };
}

const euros = (cents: number) => {
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')} €`;
  return cents < 0 ? `-${text}` : text;
};
const frenchDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

function placeNumber(db: Db, placeId: number): string {
  return db.select({ number: places.number }).from(places).where(eq(places.id, placeId)).get()?.number ?? '?';
}

/** « Déplacement : emplacement 12 → 14, du 09/07/2026 au 14/07/2026 ; prix 176,96 € → 206,96 € (…) » */
export function moveHistory(
  db: Db,
  occupancy: OccupancyDto,
  to: MoveInput,
  priceBefore: number,
  priceAfter: number,
): HistoryEntry {
  const from = { placeId: occupancy.placeId as number, startDate: occupancy.startDate, endDate: occupancy.endDate };
  const place = (id: number) => `emplacement ${placeNumber(db, id)}`;
  const where = from.placeId === to.placeId ? place(to.placeId) : `${place(from.placeId)} → ${place(to.placeId)}`;
  // The last day shown is the departure day, as the planning shows it.
  const dates = `du ${frenchDay(to.startDate)} au ${frenchDay(to.endDate)}`;
  const price =
    priceBefore === priceAfter
      ? `prix inchangé ${euros(priceAfter)}`
      : `prix ${euros(priceBefore)} → ${euros(priceAfter)} (${PRICE_UPDATE_CHOICE_LABELS[to.priceUpdateChoice]})`;
  return {
    event: 'MOVED',
    summary: `Déplacement : ${where}, ${dates} ; ${price}`,
    detail: {
      from,
      to: { placeId: to.placeId, startDate: to.startDate, endDate: to.endDate },
      priceBefore,
      priceAfter,
      choice: to.priceUpdateChoice,
    },
  };
}
