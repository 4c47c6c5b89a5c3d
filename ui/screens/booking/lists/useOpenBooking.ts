// A stay double-clicked in a list opens its booking's resume form, and the sheet
// remembers that list to go back to.
import { useNavigate } from '@tanstack/react-router';
import { rememberSheetOrigin } from '../sheet/list-origin';
import { bookingResumePath } from './booking-columns';

export function useOpenBooking() {
  const navigate = useNavigate();
  return (row: Parameters<typeof bookingResumePath>[0]) => {
    rememberSheetOrigin();
    void navigate({ to: bookingResumePath(row) });
  };
}
