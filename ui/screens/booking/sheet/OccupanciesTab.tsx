// The occupancies: place (chosen among the free ones with their price), dates with the date
// editing rules (days outside the activity periods closed), equipment brought, stay kind, and per
// saved occupancy its actions.
import { SearchOutlined } from '@ant-design/icons';
import { Button, InputNumber, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { isWithinActivityPeriod } from '../../../../service/domains/admin-periods/rules';
import { EQUIPMENT_BROUGHT, type OccupancyInput, STAY_KINDS } from '../../../../service/domains/booking/contract';
import { addDays, nightsBetween, withDuration, withStart } from '../stay-dates';
import { ChoiceCell, DayCell } from './CellInputs';
import { OccupancyActions, type OccupancyActionsProps } from './OccupancyActions';
import { newOccupancy, withOccupancy } from './occupancy-edit';
import { PlaceChooser } from './PlaceChooser';
import { RowsTable } from './RowsTable';
import type { TabProps } from './tab-props';

const equipmentLabels: Record<(typeof EQUIPMENT_BROUGHT)[number], string> = {
  TENT: 'Tente',
  CARAVAN: 'Caravane',
  CAMPER_VAN: 'Camping-car',
};
const stayKindLabels: Record<(typeof STAY_KINDS)[number], string> = {
  NORMAL: 'Séjour',
  RESIDENTIAL: 'Résident',
  ALLOTMENT: 'Allotement',
};

interface Props extends TabProps {
  bookingId: number;
  /** Occupancy actions act on the saved booking: they wait until the changes are saved. */
  isModified: boolean;
  defaultStayDays: number;
  today: string;
  onAction: OccupancyActionsProps['onAction'];
}

export function OccupanciesTab({
  body,
  change,
  choices,
  isReadOnly,
  bookingId,
  isModified,
  defaultStayDays,
  today,
  onAction,
}: Props) {
  const [choosing, setChoosing] = useState<number | null>(null);
  // "A date must lie within the activity period": an arrival on a closed night, a departure after one.
  const periods = choices.activityPeriods;
  const isClosedArrival = periods ? (day: string) => !isWithinActivityPeriod(day, periods) : undefined;
  const isClosedDeparture = periods ? (day: string) => !isWithinActivityPeriod(addDays(day, -1), periods) : undefined;
  const chosen = choosing === null ? undefined : body.occupancies[choosing];
  const n = (i: number) => ` ${i + 1}`;
  return (
    <>
      <RowsTable<OccupancyInput>
        rows={body.occupancies}
        onChange={(occupancies) => change((b) => ({ ...b, occupancies }))}
        addLabel="Ajouter une occupation"
        isReadOnly={isReadOnly}
        newRow={() => {
          const last = body.occupancies.at(-1);
          return last ? newOccupancy(last.startDate, last.endDate) : withStartOnly(today, defaultStayDays);
        }}
        columns={[
          {
            // A place locked for the customer may not change: unlock it first.
            title: 'Place',
            width: 190,
            render: (o, set, i) => (
              <Space.Compact style={{ width: '100%' }}>
                <ChoiceCell
                  label={`Place${n(i)}`}
                  value={o.placeId}
                  choices={choices.places}
                  disabled={isReadOnly || o.isLocked}
                  onChange={(v) => set({ ...o, placeId: v })}
                />
                <Button
                  size="small"
                  icon={<SearchOutlined />}
                  aria-label={`Places libres${n(i)}`}
                  disabled={isReadOnly || o.isLocked}
                  onClick={() => setChoosing(i)}
                />
              </Space.Compact>
            ),
          },
          {
            title: 'Arrivée',
            width: 125,
            render: (o, set, i) => (
              <DayCell
                label={`Arrivée${n(i)}`}
                value={o.startDate}
                disabled={isReadOnly}
                isClosed={isClosedArrival}
                onChange={(v) => v && set({ ...o, ...withStart(o, v, defaultStayDays) })}
              />
            ),
          },
          {
            title: 'Départ',
            width: 125,
            render: (o, set, i) => (
              <DayCell
                label={`Départ${n(i)}`}
                value={o.endDate}
                disabled={isReadOnly}
                isClosed={isClosedDeparture}
                onChange={(v) => v && set({ ...o, endDate: v })}
              />
            ),
          },
          {
            title: 'Nuits',
            width: 70,
            render: (o, set, i) => (
              <InputNumber
                size="small"
                aria-label={`Nuits${n(i)}`}
                min={1}
                max={366}
                style={{ width: 60 }}
                disabled={isReadOnly}
                value={nightsBetween(o.startDate, o.endDate)}
                onChange={(v) => set({ ...o, ...withDuration(o, typeof v === 'number' ? v : null) })}
              />
            ),
          },
          {
            title: 'Équipement',
            width: 120,
            render: (o, set, i) => (
              <Select
                size="small"
                aria-label={`Équipement${n(i)}`}
                allowClear
                style={{ width: '100%' }}
                disabled={isReadOnly}
                value={o.equipment ?? undefined}
                options={EQUIPMENT_BROUGHT.map((e) => ({ value: e, label: equipmentLabels[e] }))}
                onChange={(v: OccupancyInput['equipment'] | undefined) => set({ ...o, equipment: v ?? null })}
              />
            ),
          },
          {
            title: 'Séjour',
            width: 110,
            render: (o, set, i) => (
              <Select
                size="small"
                aria-label={`Type de séjour${n(i)}`}
                style={{ width: '100%' }}
                disabled={isReadOnly}
                value={o.stayKind}
                options={STAY_KINDS.map((k) => ({ value: k, label: stayKindLabels[k] }))}
                onChange={(v: OccupancyInput['stayKind']) => set({ ...o, stayKind: v })}
              />
            ),
          },
          {
            title: 'État',
            width: 190,
            render: (o) => (
              <Space size={2} wrap>
                {o.isLocked && <Tag color="blue">Verrouillée</Tag>}
                {o.isCancelled && <Tag color="red">Annulée</Tag>}
                {o.id > 0 && bookingId > 0 && (
                  <OccupancyActions occupancy={o} isReadOnly={isReadOnly || isModified} onAction={onAction} />
                )}
              </Space>
            ),
          },
        ]}
      />
      {chosen && choosing !== null && (
        <PlaceChooser
          occupancy={chosen}
          bookingId={bookingId}
          partnerId={body.partnerId}
          onClose={() => setChoosing(null)}
          onChoose={(placeId) => {
            change((b) => withOccupancy(b, choosing, (o) => ({ ...o, placeId })));
            setChoosing(null);
          }}
        />
      )}
    </>
  );
}

function withStartOnly(today: string, defaultStayDays: number): OccupancyInput {
  const stay = withStart({ startDate: today, endDate: '' }, today, defaultStayDays);
  return newOccupancy(stay.startDate, stay.endDate);
}
