// invoice-write-http's request n: the invoice of booking n, each booking invoiced once.
export function requestOf(n) {
  return { path: `/rest/billing/invoice/from-booking/${n}`, body: '{}' };
}
