// Where the sheet goes back to (Esc, and after a deletion): the list the booking was opened from.
// Kept in the tab's sessionStorage because entering the sheet reloads the page.
const storageKey = 'bivouac.sheet-origin';
const defaultOrigin = '/booking-list/0';

/** Called by a list as it opens a booking: the current address is where the sheet returns. */
export function rememberSheetOrigin(): void {
  sessionStorage.setItem(storageKey, `${window.location.pathname}${window.location.search}`);
}

export function sheetOrigin(): string {
  return sessionStorage.getItem(storageKey) ?? defaultOrigin;
}
