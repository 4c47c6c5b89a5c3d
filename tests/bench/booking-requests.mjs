// booking-write-http's request n: a new booking (the template's party) on free slot n, a place and
// a window of its own.
export function requestOf(n, { template, slots }) {
  const slot = slots[n];
  if (!slot) throw new Error(`booking-write: no free slot left after ${n}`);
  const [placeId, startDate, endDate] = slot;
  const occupancy = { ...template.occupancies[0], placeId, startDate, endDate };
  return { path: '/rest/booking/booking/edit', body: JSON.stringify({ ...template, occupancies: [occupancy] }) };
}
