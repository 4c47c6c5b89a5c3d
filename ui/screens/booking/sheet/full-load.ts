// "Entering it reloads the page". Links to the sheet come from many screens (lists,
// planning, search, customer stays), so rather than trusting each to navigate with
// window.location, the sheet itself checks on mount that this document was loaded on a sheet
// address and has not left the sheet since; otherwise it reloads once, at its own address.
import { useEffect, useState } from 'react';

const sheetPrefix = '/new-booking/';
let hasLeftSheetSinceLoad = false;

function documentLoadedOnSheet(): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  // No navigation entry (an old browser): the address at first evaluation is the best we know.
  const loadedUrl = entry?.name ?? window.location.href;
  return new URL(loadedUrl).pathname.startsWith(sheetPrefix);
}

/** False while the page reloads: the sheet renders nothing and opens no draft before it. */
export function useFullLoadOnEntry(): boolean {
  const [isReady] = useState(() => documentLoadedOnSheet() && !hasLeftSheetSinceLoad);
  useEffect(() => {
    if (!isReady) {
      window.location.reload();
      return;
    }
    return () => {
      // An unmount that leaves the sheet (not React's development double mount, nor a tab change).
      if (!window.location.pathname.startsWith(sheetPrefix)) hasLeftSheetSinceLoad = true;
    };
  }, [isReady]);
  return isReady;
}
