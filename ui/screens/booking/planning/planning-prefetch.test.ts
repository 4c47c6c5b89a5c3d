// The route's prefetch asks the very window the screen then reads from the same URL: one request,
// started before the session's restore, not a second one once the screen mounts.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingPlanningScreens } from '../../../routes/booking-planning';
import { planningQueries } from './planning.queries';
import { windowOf } from './useWindowSearch';

const planningScreen = bookingPlanningScreens.find((s) => s.path === '/planning');

afterEach(() => vi.unstubAllGlobals());

describe('the planning route prefetch', () => {
  it('reads the window from the URL search as the screen does, dropping what is not a window', () => {
    expect(windowOf({ start: '2026-07-01', days: 90 })).toEqual({ start: '2026-07-01', days: 90 });
    expect(windowOf({ start: '01/07/2026', days: 0 })).toEqual({ start: undefined, days: undefined });
  });

  it("fills the screen's query for that window with a single request", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ places: [], stays: [] }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('document', { cookie: '' });
    const client = new QueryClient();
    planningScreen?.prefetch?.(client, { start: '2026-07-01', days: 90 });
    const query = planningQueries.planning({ start: '2026-07-01', days: 90 });
    await vi.waitFor(() => expect(client.getQueryData(query.queryKey)).toEqual({ places: [], stays: [] }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/rest/booking/planning?start=2026-07-01&days=90');
  });
});
