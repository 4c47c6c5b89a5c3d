// What other domains may use of pricing: the pure engine and its types. Persistence, the
// `POST /rest/price/quote` route and the grid and offer entities come with the store.
export { LINE_KINDS, type LineKind } from './line-kinds';
export { offerError } from './offers';
export { quote } from './quote';
export { assertGridValid, type FieldErrors, gridErrors } from './rules';
export type * from './types';
