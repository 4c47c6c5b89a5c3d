// /booking-arrival-list and /booking-departure-list: a day's stays under a presence filter of
// (arrivals only, departures only by default), the day defaulting to the service's today.
// Arrived and gone are ticked in the rows; gone needs arrived (the core refuses it otherwise), and
// a guest ticked arrived before the stay's first day is asked about first.
import { Checkbox, Form, Modal, Select } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PresenceRow } from '../../../../service/domains/booking/lists/contract';
import { PRESENCE_FILTERS, PRESENCE_LABELS, type PresenceFilter } from '../../../../service/domains/booking/presence';
import type { FunctionalityCode } from '../../../../service/domains/security/functionalities';
import type { ColumnDef, FilterDef } from '../../../entity/types';
import { formatDate } from '../../../format';
import { useRight } from '../../../shell/rights';
import { KIND_LABELS } from './booking-columns';
import { usePresenceFlag } from './lists.queries';
import { type ServerPage, ServerTable } from './ServerTable';
import { useOpenBooking } from './useOpenBooking';

type Answer = ServerPage<PresenceRow> & { day: string; filter: PresenceFilter; today: string };

const EQUIPMENT: Record<string, string> = { TENT: 'Tente', CARAVAN: 'Caravane', CAMPER_VAN: 'Camping-car' };

const filters: readonly FilterDef[] = [
  { name: 'day', label: 'Jour', kind: 'date' },
  { name: 'q', label: 'Recherche', kind: 'text', placeholder: 'Client, code (3 caractères)' },
];

export const presenceOptions = PRESENCE_FILTERS.map((value) => ({ value, label: PRESENCE_LABELS[value] }));

type Movement = 'arrival' | 'departure';

/** The hour column: the arrival window, or the hour to leave by (the arrival and departure preference). */
export function movementHour(row: Pick<PresenceRow, 'arrivalHours' | 'departureBefore'>, movement: Movement): string {
  return movement === 'arrival' ? row.arrivalHours : `avant ${row.departureBefore}`;
}

function usePresenceColumns(movement: Movement, today: string | undefined): readonly ColumnDef<PresenceRow>[] {
  const { t } = useTranslation('sheet');
  const flag = usePresenceFlag();
  const canTick = useRight('booking_booking_list').canWrite;
  return useMemo(() => {
    const set = (row: PresenceRow, which: 'arrived' | 'gone', value: boolean) => {
      const write = () => flag.mutate({ occupancyId: row.id, flag: which, value });
      const isEarly = which === 'arrived' && value && today !== undefined && row.startDate > today;
      if (!isEarly) return write();
      Modal.confirm({
        title: t('futureArrival', { day: formatDate(row.startDate) }),
        okText: t('futureArrivalOk'),
        cancelText: t('futureArrivalCancel'),
        onOk: write,
      });
    };
    const tick = (row: PresenceRow, which: 'arrived' | 'gone', checked: boolean, disabled: boolean) => (
      <Checkbox
        aria-label={`${which === 'arrived' ? 'Arrivé' : 'Parti'} ${row.placeNumber}`}
        checked={checked}
        disabled={!canTick || disabled || flag.isPending}
        onChange={(e) => set(row, which, e.target.checked)}
      />
    );
    return [
      { key: 'placeNumber', title: 'Empl.', sortable: true, width: 70 },
      { key: 'placeTypeLabel', title: 'Type', width: 120 },
      { key: 'customerName', title: 'Client', sortable: true },
      { key: 'bookingCode', title: 'Code', sortable: true, width: 110 },
      { key: 'kind', title: 'Statut', width: 100, render: (r) => KIND_LABELS[r.kind] ?? '' },
      { key: 'startDate', title: 'Arrivée', sortable: true, format: 'date', width: 100 },
      { key: 'endDate', title: 'Départ', sortable: true, format: 'date', width: 100 },
      {
        key: movement === 'arrival' ? 'arrivalHours' : 'departureBefore',
        title: 'Heure',
        width: 110,
        render: (r) => movementHour(r, movement),
      },
      { key: 'nights', title: 'Nuits', width: 60 },
      { key: 'persons', title: 'Pers.', sortable: true, width: 60 },
      { key: 'equipment', title: 'Matériel', width: 100, render: (r) => (r.equipment ? EQUIPMENT[r.equipment] : '') },
      { key: 'remainingCents', title: 'Reste dû', format: 'money', width: 100 },
      { key: 'isArrived', title: 'Arrivé', width: 70, render: (r) => tick(r, 'arrived', r.isArrived, r.isGone) },
      { key: 'isGone', title: 'Parti', width: 70, render: (r) => tick(r, 'gone', r.isGone, !r.isArrived) },
    ];
  }, [canTick, flag, movement, t, today]);
}

interface Props {
  movement: Movement;
  name: string;
  path: string;
  title: string;
  functionality: FunctionalityCode;
}

function PresenceListPage({ movement, name, path, title, functionality }: Props) {
  const openBooking = useOpenBooking();
  const [shown, setShown] = useState<{ day: string; filter: PresenceFilter; today: string }>();
  const onAnswer = useCallback((a: Answer) => setShown({ day: a.day, filter: a.filter, today: a.today }), []);
  const columns = usePresenceColumns(movement, shown?.today);
  const heading = shown ? `${title} — ${formatDate(shown.day)} — ${PRESENCE_LABELS[shown.filter]}` : title;
  return (
    <ServerTable<PresenceRow, Answer>
      name={name}
      label={title}
      title={heading}
      functionality={functionality}
      path={path}
      columns={columns}
      filters={filters}
      extraFilters={
        <Form.Item name="filter" label="Présence">
          <Select allowClear style={{ width: 220 }} options={presenceOptions} placeholder="Par défaut" />
        </Form.Item>
      }
      onAnswer={onAnswer}
      onOpen={openBooking}
    />
  );
}

export function Arrivals() {
  return (
    <PresenceListPage
      movement="arrival"
      name="booking-arrival-list"
      path="booking/list/arrival"
      title="Arrivées"
      functionality="booking_arrival_list"
    />
  );
}

export function Departures() {
  return (
    <PresenceListPage
      movement="departure"
      name="booking-departure-list"
      path="booking/list/departure"
      title="Départs"
      functionality="booking_departure_list"
    />
  );
}
