// The place chooser of an occupancy: the places free for its dates and party (the booking's own
// stays do not count against it), with their price; choosing one sets the occupancy's place.
// On nights outside the activity periods there is none, and the notice says why.
import { useQuery } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import type { OccupancyInput } from '../../../../service/domains/booking/contract';
import { formatDate } from '../../../format';
import { bookingCalls } from '../booking-api';
import { ClosedStayNotice } from '../ClosedStayNotice';
import { FreePlacesTable } from '../FreePlacesTable';

interface Props {
  occupancy: OccupancyInput;
  bookingId: number;
  partnerId: number | null;
  onChoose: (placeId: number) => void;
  onClose: () => void;
}

export function PlaceChooser({ occupancy, bookingId, partnerId, onChoose, onClose }: Props) {
  const query = {
    startDate: occupancy.startDate,
    endDate: occupancy.endDate,
    placeTypeId: null,
    familyId: null,
    persons: occupancy.occupants.length,
    party: null,
    featureIds: [],
    partnerId,
    withPrice: true,
    excludeBookingId: bookingId || null,
  };
  const free = useQuery({ queryKey: ['booking', 'availability', query], queryFn: () => bookingCalls.search(query) });
  return (
    <Modal
      open
      width={820}
      title={`Places libres du ${formatDate(occupancy.startDate)} au ${formatDate(occupancy.endDate)}`}
      onCancel={onClose}
      footer={null}
    >
      {free.data?.closed && <ClosedStayNotice closed={free.data.closed} />}
      <FreePlacesTable
        places={free.data?.places ?? []}
        isLoading={free.isLoading}
        action={(p) => (
          <Button size="small" type="primary" onClick={() => onChoose(p.placeId)}>
            Choisir
          </Button>
        )}
      />
    </Modal>
  );
}
