// A saved version of a price grid, as the grid-history purge lists it.

export interface GridVersion {
  readonly gridId: number;
  readonly version: number;
}
