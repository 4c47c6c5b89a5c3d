// The window a planning shows lives in the URL (`?start=YYYY-MM-DD&days=N`), so a reload or a
// shared link opens the same days; blank means the planning settings' window around today.
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { WindowSearch } from './planning.queries';

const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isDays = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 366;

/** The window a parsed URL search asks for: the route's prefetch and the screen read it alike. */
export function windowOf(search: Record<string, unknown>): WindowSearch {
  return { start: isDay(search.start) ? search.start : undefined, days: isDays(search.days) ? search.days : undefined };
}

export function useWindowSearch(): [WindowSearch, (next: WindowSearch) => void] {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  const current = windowOf(search);
  const go = (next: WindowSearch) => void navigate({ to: '.', search: { ...search, ...next }, replace: true });
  return [current, go];
}
