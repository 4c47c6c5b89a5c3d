// What a booking reads of the partners' allotments: each with its id, the id an allotment stay
// points at.
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { partnerAllotments } from './schema';

export function allotmentList(db: Db) {
  return db
    .select({
      id: partnerAllotments.id,
      partnerId: partnerAllotments.partnerId,
      placeTypeId: partnerAllotments.placeTypeId,
      startDate: partnerAllotments.startDate,
      endDate: partnerAllotments.endDate,
      quantity: partnerAllotments.quantity,
    })
    .from(partnerAllotments)
    .orderBy(asc(partnerAllotments.startDate))
    .all();
}
