// The establishment (one row) with its currency, its logo and the group preference.
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { fieldError } from '../../errors/app-error';
import { countryChoices } from '../reference';
import { countries } from '../reference/schema';
import type { EstablishmentInput, PreferenceGroupInput } from './contract';
import { readLogo, removeLogo, storeLogo } from './logo';
import * as store from './store';

/** Writes the one establishment row (created on first save); a nested call joins the caller's transaction. */
export function saveEstablishment(db: Db, clock: Clock, input: EstablishmentInput) {
  const now = clock.now().toISOString();
  inTransaction(db, () => {
    if (input.countryId && !db.select().from(countries).where(eq(countries.id, input.countryId)).get()) {
      throw fieldError('countryId', 'VALIDATION');
    }
    store.establishmentRow(db, now);
    const { id: _single, ...values } = input;
    store.updateEstablishment(db, { ...values, updatedAt: now });
  });
  return { id: 1 };
}

export function createEstablishmentService(db: Db, clock: Clock, dataDir: string) {
  const now = () => clock.now().toISOString();
  return {
    /** What the UI keeps locally at sign-in: the establishment and its currency. */
    get() {
      const { logoFile, ...row } = store.establishmentRow(db, now());
      return {
        ...row,
        hasLogo: logoFile !== null,
        currency: store.defaultCurrency(db) ?? null,
        availableCountry: countryChoices(db),
      };
    },

    save: (input: EstablishmentInput) => saveEstablishment(db, clock, input),

    setLogo(bytes: Uint8Array) {
      const name = storeLogo(dataDir, bytes, now());
      const previous = inTransaction(db, () => {
        const { logoFile } = store.establishmentRow(db, now());
        store.updateEstablishment(db, { logoFile: name, updatedAt: now() });
        return logoFile;
      });
      removeLogo(dataDir, previous);
    },

    getLogo() {
      const { logoFile } = store.establishmentRow(db, now());
      return logoFile ? readLogo(dataDir, logoFile) : undefined;
    },

    preferenceGroup(providerId?: number) {
      return (
        store.preferenceGroup(db, providerId) ?? {
          providerId: providerId ?? 1,
          type: 'GROUPE' as const,
          isClientSyncActive: false,
        }
      );
    },

    savePreferenceGroup(input: PreferenceGroupInput) {
      const at = now();
      store.upsertPreferenceGroup(db, { ...input, createdAt: at, updatedAt: at });
    },
  };
}

export type EstablishmentService = ReturnType<typeof createEstablishmentService>;
