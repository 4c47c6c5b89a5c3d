// /planning: places (rows, grouped by family in the configured order) × days, stays as bars by
// kind or partner colour, unavailabilities and residents shown, today marked. Drag on empty cells
// to start a booking (as the quote, option or reservation chosen above), drag a bar to move the stay or its right edge to change
// its departure (the server validates it like any edit; a move that changes the price first shows the price under each price
// update choice).
// Days outside every activity period are hatched and closed: no stay is started or moved onto them.
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, Card, Empty, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import {
  BOOKING_KIND,
  type BookingKind,
  type MovePreview,
  type PriceUpdateChoice,
} from '../../../../service/domains/booking/contract';
import { messageOf } from '../../../entity/form-errors';
import { notify, toast } from '../../../shell/notify';
import { useRight } from '../../../shell/rights';
import { KindChooser } from '../KindChooser';
import { newBookingOnPlace } from '../sheet/sheet-url';
import { MovePriceDialog } from './MovePriceDialog';
import { type MoveRequest, PlanningGrid } from './PlanningGrid';
import { planningQueries, useMoveOccupancy, useMovePreview } from './planning.queries';
import {
  bookingUrl,
  CLOSED_BACKGROUND,
  CLOSED_TITLE,
  firstChoice,
  KIND_COLORS,
  KIND_LABELS,
  RESIDENT_COLOR,
} from './planning-model';
import { useWindowSearch } from './useWindowSearch';
import { WindowToolbar } from './WindowToolbar';

function Legend({ colorBy }: { colorBy: 'status' | 'partner' }) {
  return (
    <Space size={4} wrap>
      {[BOOKING_KIND.option, BOOKING_KIND.reservation].map((kind) => (
        <Tag key={kind} color={KIND_COLORS[kind]}>
          {KIND_LABELS[kind]}
        </Tag>
      ))}
      <Tag color={RESIDENT_COLOR}>Résident</Tag>
      <Tag style={{ background: 'repeating-linear-gradient(135deg, #d6d6d6 0 4px, #efefef 4px 8px)' }}>
        Indisponible
      </Tag>
      <Tag title={CLOSED_TITLE} style={{ background: CLOSED_BACKGROUND }}>
        Fermé
      </Tag>
      {colorBy === 'partner' && <Tag>Couleur du partenaire sinon du statut</Tag>}
    </Space>
  );
}

/** A site with no activity period at all: every day is closed until one is set up. */
function NoActivityPeriod() {
  const canOpenPeriods = useRight('establishment_access_activity_period_list').canSelect;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 6 }}
      message={`Fermé : ${messageOf('NO_ACTIVITY_PERIOD')}`}
      description={
        <>
          Le site n'a encore aucune période d'activité : aucun séjour ne peut être pris avant d'en créer une
          {canOpenPeriods ? (
            <>
              {' '}
              dans <Link to="/admin/activity-period-list">Périodes d'activité</Link>
            </>
          ) : null}
          .
        </>
      }
    />
  );
}

export default function PlanningPage() {
  const navigate = useNavigate();
  // In the app, without a page load: the sheet loads once.
  const openSheet = (href: string) => void navigate({ href });
  const [range, setRange] = useWindowSearch();
  const { data, isFetching } = useQuery(planningQueries.planning(range));
  const canBook = useRight('booking_booking_list').canWrite;
  const move = useMoveOccupancy();
  // What a drag on empty cells creates: a quote, an option or a reservation.
  const [kind, setKind] = useState<BookingKind>(BOOKING_KIND.reservation);

  // A drop asks the server what the move would cost under each price update choice: no price
  // change moves at once, else the dialog shows the prices and the move waits for the choice.
  const preview = useMovePreview();
  const [asked, setAsked] = useState<{ move: MoveRequest; preview: MovePreview }>();
  const doMove = async (m: MoveRequest, priceUpdateChoice: PriceUpdateChoice) => {
    const { placeId, startDate, endDate } = m;
    const answer = await move
      .mutateAsync({ occupancyId: m.stay.occupancyId, placeId, startDate, endDate, priceUpdateChoice })
      .catch(() => null);
    setAsked(undefined);
    if (answer?.status === 'SAVED') toast.saved();
  };
  const askMove = async (m: MoveRequest) => {
    const { placeId, startDate, endDate } = m;
    const prices = await preview
      .mutateAsync({ occupancyId: m.stay.occupancyId, placeId, startDate, endDate })
      .catch(() => null);
    if (!prices) return;
    if (prices.isPriceChanged) setAsked({ move: m, preview: prices });
    // Every choice that prices the move gives today's price: any of them moves it at that price.
    else await doMove(m, firstChoice(prices) ?? prices.defaultChoice);
  };

  if (!data) return <Spin />;
  return (
    <Card
      size="small"
      title={
        <Space size="middle">
          <span>Planning</span>
          {isFetching && <Spin size="small" />}
        </Space>
      }
      extra={
        <Space size="middle" wrap>
          {canBook && <KindChooser value={kind} onChange={setKind} />}
          <WindowToolbar
            start={data.start}
            days={data.days}
            today={data.today}
            daysBeforeToday={data.settings.daysBeforeToday}
            onChange={setRange}
          />
        </Space>
      }
    >
      <div style={{ marginBottom: 6 }}>
        <Legend colorBy={data.settings.colorBy} />
      </div>
      {!data.hasActivityPeriod && <NoActivityPeriod />}
      {data.places.length === 0 && <Empty description="Aucun emplacement actif" />}
      <PlanningGrid
        payload={data}
        onSelect={
          canBook
            ? (placeId, dates) => openSheet(newBookingOnPlace({ placeId, ...dates, party: null }, kind))
            : undefined
        }
        onMove={canBook && !preview.isPending && !move.isPending ? (m) => void askMove(m) : undefined}
        onOpen={(stay) => openSheet(bookingUrl(stay))}
        onClosed={() => notify('warning', `Fermé : ${messageOf('NO_ACTIVITY_PERIOD')}`)}
      />
      {asked && (
        <MovePriceDialog
          move={asked.move}
          preview={asked.preview}
          isSaving={move.isPending}
          onConfirm={(choice) => void doMove(asked.move, choice)}
          onCancel={() => setAsked(undefined)}
        />
      )}
    </Card>
  );
}
