// The booking lists' toolbar and keys: F3 a new booking through the availability search (where a
// place and dates are chosen, as the menu's way in), F4 or Enter the selected row's booking (its
// resume form, read only for a reader), F8 the list's CSV export with the list's export right.
import { useNavigate } from '@tanstack/react-router';
import type { FunctionalityCode } from '../../../../service/domains/security/functionalities';
import { download } from '../../../api/client';
import { useListActions } from '../../../entity/ListActions';
import { useRight } from '../../../shell/rights';

/** The way to a row's booking, or undefined for a user who may not read bookings. */
export function useBookingOpener<T>(open: ((row: T) => void) | undefined) {
  return useRight('booking_booking_list').canSelect ? open : undefined;
}

interface Options<T> {
  selected: T | undefined;
  /** From useBookingOpener: undefined when rows open nothing. */
  openRow: ((row: T) => void) | undefined;
  /** The list's own functionality: its export right. */
  functionality: FunctionalityCode;
  /** The export's POST path under /rest/ (none: the screen exports nothing) and the criteria shown. */
  exportPath?: string;
  filters: Record<string, unknown>;
}

export function useBookingActions<T>({ selected, openRow, functionality, exportPath, filters }: Options<T>) {
  const navigate = useNavigate();
  const booking = useRight('booking_booking_list');
  const canSearch = useRight('booking_search_availability').canSelect;
  const canExport = useRight(functionality).canExport;
  return useListActions({
    create: booking.canWrite && canSearch ? () => void navigate({ to: '/search-availability' }) : undefined,
    open: selected !== undefined && openRow ? () => openRow(selected) : undefined,
    canOpen: openRow !== undefined,
    isWriter: booking.canWrite,
    exportCsv: canExport && exportPath ? () => void download(exportPath, { body: { filters } }) : undefined,
  });
}
