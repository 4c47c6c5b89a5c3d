// Internet booking use cases: a channel posts a booking with its API key; staff accept or refuse
// it (forced or not) and integrate it once into a true booking. Never imports Hono.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { rowExists } from '../../db/rows-exist';
import { inTransaction } from '../../db/transaction';
import { AppError, fieldError } from '../../errors/app-error';
import { errorMessage } from '../../errors/catalogue';
import type { BookingInput } from '../booking/contract';
import { findCustomerIdByEmail, saveCustomer } from '../customer';
import { accessChannels, placesExist, placeTypesExist } from '../place';
import { civilityIdsByCode, countryIdByIso, languageIdByCode } from '../reference';
import {
  type ApiKeyRow,
  type ImportCriteria,
  type ImportDetail,
  type ImportPayload,
  importPayloadSchema,
  type NewApiKey,
} from './contract';
import { generateApiKey, hashApiKey, keyPrefixOf } from './keys';
import {
  amountMismatch,
  customerInputOf,
  decide,
  flagFor,
  integrationRefusal,
  mapAgeCategories,
  repostRefusal,
  summaryOf,
  toBookingInput,
} from './rules';
import * as store from './store';

/** What integration needs of the booking core (wired to service/domains/booking in the registry). */
export interface BookingPort {
  save(userId: number | null, input: BookingInput): { id: number; kind: number; totalCents: number };
  /** A free place of the type for the stay, or null when none is. */
  freePlace(search: { placeTypeId: number; startDate: string; endDate: string; persons: number }): number | null;
  /** The sheet's link needs the booking's kind; staff know it by its code. */
  describe(bookingId: number): { kind: number; code: string | null } | null;
}

/** Why an import may not be integrated at all: answered as is, not kept as an integration error. */
const isRefusal = (error: AppError) =>
  error.code === 'BOOKING_ALREADY_INTEGRATED' || error.code === 'ACCEPT_STAY_BEFORE_INTEGRATING';

const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** An error as one French sentence, its fields' messages included: what staff read on the import. */
function causeOf(error: unknown): string {
  if (!(error instanceof AppError)) return errorMessage('INTERNAL');
  if (error.code === 'INTERNET_BOOKING_INTEGRATION_ERROR' && error.params?.cause) return String(error.params.cause);
  const fields = Object.entries(error.fields ?? {}).map(([field, code]) => `${field} : ${errorMessage(code)}`);
  return [errorMessage(error.code, error.params), ...fields].join(' ; ');
}

export function createBookingImportService(db: Db, clock: Clock, bookings: BookingPort) {
  const now = () => clock.now().toISOString();

  function checkReferences(payload: ImportPayload) {
    const { placeId, placeTypeId } = payload.stay;
    if (placeTypeId !== null && !placeTypesExist(db, [placeTypeId]))
      throw fieldError('stay.placeTypeId', 'ITEM_REQUIRED');
    if (placeId !== null && !placesExist(db, [placeId])) throw fieldError('stay.placeId', 'PLACE_REQUIRED');
  }

  function ageCategoryIds(payload: ImportPayload): number[] {
    const ids = mapAgeCategories(payload.occupants, payload.stay.arrival, store.ageRanges(db));
    if (!ids) throw new AppError('MISSING_AGE_CATEGORIES');
    return ids;
  }

  /** The customer with the import's e-mail, else a new one from the channel's customer block. */
  function customerFor(payload: ImportPayload): number {
    const { customer } = payload;
    const found = customer.email ? findCustomerIdByEmail(db, customer.email) : null;
    if (found) return found;
    const refs = {
      civilityId: customer.civility ? (civilityIdsByCode(db).get(customer.civility.toUpperCase()) ?? null) : null,
      countryId: customer.country ? countryIdByIso(db, customer.country) : null,
      languageId: customer.language ? languageIdByCode(db, customer.language) : null,
    };
    return saveCustomer({ db, clock }, customerInputOf(customer, refs)).id;
  }

  function placeFor(payload: ImportPayload): number {
    const { stay } = payload;
    if (stay.placeId !== null) return stay.placeId;
    const search = {
      placeTypeId: stay.placeTypeId ?? 0,
      startDate: stay.arrival,
      endDate: stay.departure,
      persons: payload.occupants.length,
    };
    const placeId = bookings.freePlace(search);
    if (placeId === null) throw new AppError('BOOKING_PLACE_NOT_AVAILABLE');
    return placeId;
  }

  function stateAllowingIntegration(id: number) {
    const state = store.findState(db, id);
    if (!state) throw new AppError('NOT_FOUND');
    const refusal = integrationRefusal(state);
    if (refusal) throw new AppError(refusal);
    return state;
  }

  function integrateNow(id: number, userId: number, isForced: boolean) {
    const found = store.payloadOf(db, id);
    if (!found) throw new AppError('NOT_FOUND');
    const payload = importPayloadSchema.parse(JSON.parse(found.payloadText));
    const ageIds = ageCategoryIds(payload);
    const customerId = customerFor(payload);
    const input = toBookingInput(payload, {
      customerId,
      channelId: found.channelId,
      placeId: placeFor(payload),
      ageCategoryIds: ageIds,
      nationalityId: payload.customer.country ? countryIdByIso(db, payload.customer.country) : null,
    });
    const booking = bookings.save(userId, input);
    if (amountMismatch(payload.amountCents, booking.totalCents, isForced)) {
      const cause = `le montant vendu par le canal (${euros(payload.amountCents)}) diffère du tarif du camping (${euros(booking.totalCents)}) : acceptez en forçant pour intégrer au tarif du camping`;
      throw new AppError('INTERNET_BOOKING_INTEGRATION_ERROR', { params: { cause } });
    }
    const at = now();
    store.updateImport(db, id, {
      integrationFlag: 'PROCESSED',
      bookingId: booking.id,
      customerId,
      integrationError: null,
      updatedAt: at,
    });
  }

  const service = {
    /** The channel of a live API key; anything else is LISTING_SITE_OR_API_KEY_NOT_FOUND. */
    channelOf(apiKey: string | undefined): { keyId: number; channelId: number } {
      const found = apiKey ? store.channelOfKey(db, hashApiKey(apiKey.trim())) : undefined;
      if (!found) throw new AppError('LISTING_SITE_OR_API_KEY_NOT_FOUND');
      return found;
    },

    /** A booking posted by a channel: new, or replacing the not yet integrated import of the same reference. */
    receive(channel: { keyId: number; channelId: number }, payload: ImportPayload, raw: string) {
      return inTransaction(db, () => {
        checkReferences(payload);
        ageCategoryIds(payload);
        const at = now();
        store.touchKey(db, channel.keyId, at);
        const values = { payload: raw, ...summaryOf(payload), receivedAt: at, updatedAt: at };
        const existing = store.findStateByReference(db, channel.channelId, payload.reference);
        if (!existing) {
          const id = store.insertImport(db, {
            ...values,
            channelId: channel.channelId,
            externalReference: payload.reference,
            createdAt: at,
          });
          return { status: 'SAVED' as const, id };
        }
        const refusal = repostRefusal(existing);
        if (refusal) throw new AppError(refusal);
        // A changed booking needs a fresh decision.
        store.updateImport(db, existing.id, {
          ...values,
          decision: 'PENDING',
          isForced: false,
          decidedBy: null,
          decidedAt: null,
          refusalReason: null,
          integrationFlag: flagFor('PENDING', false),
          integrationError: null,
        });
        return { status: 'SAVED' as const, id: existing.id };
      });
    },

    search: (criteria: ImportCriteria) => store.searchImports(db, criteria),

    detail(id: number): ImportDetail {
      const row = store.findImport(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      const { payloadText, ...rest } = row;
      const payload = importPayloadSchema.parse(JSON.parse(payloadText));
      const booking = rest.bookingId === null ? null : bookings.describe(rest.bookingId);
      return { ...rest, payload, bookingKind: booking?.kind ?? null, bookingCode: booking?.code ?? null };
    },

    decide(
      id: number,
      userId: number,
      decision: 'ACCEPTED' | 'REFUSED',
      options: { forced: boolean; reason?: string },
    ) {
      inTransaction(db, () => {
        const state = store.findState(db, id);
        if (!state) throw new AppError('NOT_FOUND');
        const next = decide(state, decision, options.forced);
        if (typeof next === 'string') throw new AppError(next);
        const at = now();
        store.updateImport(db, id, {
          ...next,
          isForced: options.forced,
          decidedBy: userId,
          decidedAt: at,
          refusalReason: decision === 'REFUSED' ? (options.reason ?? null) : null,
          updatedAt: at,
        });
      });
      return service.detail(id);
    },

    /** Once only, accepted only; in one transaction. A failure is kept on the import and answered with its cause. */
    integrate(id: number, userId: number): ImportDetail {
      stateAllowingIntegration(id);
      try {
        // Checked again inside the write lock: integration happens once whatever runs beside it.
        inTransaction(db, () => integrateNow(id, userId, stateAllowingIntegration(id).isForced));
      } catch (error) {
        if (error instanceof AppError && isRefusal(error)) throw error;
        const cause = causeOf(error);
        store.updateImport(db, id, { integrationError: cause, updatedAt: now() });
        if (!(error instanceof AppError)) throw error;
        throw new AppError('INTERNET_BOOKING_INTEGRATION_ERROR', { params: { cause } });
      }
      return service.detail(id);
    },

    keys: (): ApiKeyRow[] => store.listKeys(db),

    generateKey(input: { channelId: number; label: string }): NewApiKey {
      if (!rowExists(db, accessChannels, input.channelId)) throw fieldError('channelId', 'ITEM_REQUIRED');
      const key = generateApiKey();
      const at = now();
      const id = inTransaction(db, () =>
        store.insertKey(db, {
          ...input,
          keyHash: hashApiKey(key),
          keyPrefix: keyPrefixOf(key),
          createdAt: at,
          updatedAt: at,
        }),
      );
      const row = store.findKey(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      return { ...row, key };
    },

    revokeKey(id: number): void {
      if (!store.revokeKey(db, id, now())) throw new AppError('NOT_FOUND');
    },
  };
  return service;
}

export type BookingImportService = ReturnType<typeof createBookingImportService>;
