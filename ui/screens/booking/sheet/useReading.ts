// The sheet of a booking that is only read (a user without the write right, a cancelled stay):
// the booking as the sheet shows it, without a draft, so nothing is locked and nothing written.
// It answers the same shape as the draft, its changes ignored.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingDto } from '../../../../service/domains/booking/contract';
import { ApiError } from '../../../api/client';
import { savedStateId } from '../../../shell/leave-guard';
import { bookingCalls, bookingKey, readingKey } from '../booking-api';
import type { DraftState } from './useDraft';

const ignore = () => undefined;

export function useReading(bookingId: number, isEnabled: boolean): DraftState {
  const queryClient = useQueryClient();
  const reading = useQuery({
    queryKey: readingKey(bookingId),
    enabled: isEnabled && bookingId > 0,
    queryFn: () => bookingCalls.reading(bookingId),
  });
  return {
    body: reading.data?.body ?? null,
    quote: reading.data?.quote,
    served: reading.data?.body,
    stateId: savedStateId,
    isSaving: false,
    error: reading.error instanceof ApiError ? reading.error : null,
    change: ignore,
    save: async () => null,
    // After an action (a cancelled stay deleted...): the booking as stored now.
    restartOn: async (item: BookingDto) => {
      queryClient.setQueryData(bookingKey(item.id), item);
      await queryClient.invalidateQueries({ queryKey: readingKey(item.id) });
    },
    markLeaving: ignore,
  };
}
