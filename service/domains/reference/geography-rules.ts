// Pure rules of the geography: a town and its department, a department and its region, are of
// the same country.

export interface Located {
  readonly countryId: number;
}

/** Town and department country mismatch: true when the parent, if any, is elsewhere. */
export function isCountryMismatch(child: Located, parent: Located | undefined): boolean {
  return parent !== undefined && parent.countryId !== child.countryId;
}
