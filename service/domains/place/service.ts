// Use cases of the place screens that are not a registry entity: the availability-mode setting,
// the classification information and the commercialisation grid.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import {
  availabilityModes,
  type CommercializationInput,
  type PlaceRangeInput,
  type PlaceRankingInput,
  type PlaceSettingsInput,
  placeOrderings,
} from './contract';
import { createPlaceRange } from './range';
import { classificationCounts } from './rules';
import { placeSettingsOf } from './settings';
import * as store from './store';

const blankRanking: PlaceRankingInput = {
  stars: null,
  decisionNumber: null,
  decisionDate: null,
  touringPitches: 0,
  rentalPitches: 0,
  residentialPitches: 0,
  totalSurface: null,
};

export function createPlaceService(db: Db, clock: Clock) {
  const now = () => clock.now().toISOString();
  return {
    settings: () => ({
      id: 1,
      ...placeSettingsOf(db),
      availableAvailabilityMode: availabilityModes,
      availablePlaceOrdering: placeOrderings,
    }),

    saveSettings: (input: PlaceSettingsInput) => inTransaction(db, () => store.saveSettings(db, input, now())),

    /** The classification as entered, and the counts the places give. */
    ranking() {
      const row = store.rankingRow(db);
      const entered = row ? { ...blankRanking, ...pick(row) } : blankRanking;
      return { id: 1, ...entered, computed: classificationCounts(store.countedPlaces(db)) };
    },

    saveRanking: (input: PlaceRankingInput) => inTransaction(db, () => store.saveRanking(db, input, now())),

    /** A series of places, all or nothing. */
    createRange: (input: PlaceRangeInput) => createPlaceRange(db, now(), input),

    commercialization: () => store.commercialization(db, placeSettingsOf(db).placeOrdering),

    saveCommercialization(input: CommercializationInput) {
      inTransaction(db, () => {
        const pairs = dedupe(input.sold);
        const placeIds = new Set(pairs.map((p) => p.placeId));
        const channelIds = new Set(pairs.map((p) => p.channelId));
        const knownPlaces = store.existingIds(db, 'place', [...placeIds]);
        const knownChannels = store.existingIds(db, 'channel', [...channelIds]);
        if (knownPlaces.size !== placeIds.size || knownChannels.size !== channelIds.size) {
          throw new AppError('VALIDATION', { fields: { sold: 'VALIDATION' } });
        }
        store.replaceCommercialization(db, pairs);
      });
    },
  };
}

function pick(row: PlaceRankingInput): PlaceRankingInput {
  const { stars, decisionNumber, decisionDate, touringPitches, rentalPitches, residentialPitches, totalSurface } = row;
  return { stars, decisionNumber, decisionDate, touringPitches, rentalPitches, residentialPitches, totalSurface };
}

function dedupe(pairs: CommercializationInput['sold']) {
  const seen = new Map(pairs.map((p) => [`${p.placeId}:${p.channelId}`, p]));
  return [...seen.values()];
}

export type PlaceService = ReturnType<typeof createPlaceService>;
