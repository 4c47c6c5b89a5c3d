// /plan: the site map, each place at its plan coordinates coloured by its state on the day
// (free, occupied, arriving, leaving, unavailable, resident); a click shows the stays there.
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Card, DatePicker, Descriptions, Empty, Modal, Space, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { PlaceState, PlanPlace } from '../../../../service/domains/booking/planning/contract';
import { formatDate } from '../../../format';
import { planningQueries } from './planning.queries';
import { bookingUrl, KIND_LABELS } from './planning-model';

const STATES: Record<PlaceState, { label: string; color: string }> = {
  free: { label: 'Libre', color: '#8bc34a' },
  occupied: { label: 'Occupé', color: '#2f7fc1' },
  arriving: { label: 'Arrivée', color: '#e69a28' },
  leaving: { label: 'Départ', color: '#d9534f' },
  unavailable: { label: 'Indisponible', color: '#9e9e9e' },
  resident: { label: 'Résident', color: '#7b5ea7' },
};
const SIZE = 26;

function PlaceStays({ place }: { place: PlanPlace }) {
  if (place.stays.length === 0) return <Empty description="Aucun séjour ce jour" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {place.stays.map((s) => (
        <Descriptions key={s.occupancyId} size="small" bordered column={1}>
          <Descriptions.Item label="Client">
            <a href={bookingUrl(s)}>{s.customerName}</a>
          </Descriptions.Item>
          <Descriptions.Item label="Séjour">
            {KIND_LABELS[s.kind]} du {formatDate(s.startDate)} au {formatDate(s.endDate)}
          </Descriptions.Item>
          <Descriptions.Item label="Personnes">{s.persons}</Descriptions.Item>
        </Descriptions>
      ))}
    </Space>
  );
}

export default function PlanPage() {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  const date = typeof search.date === 'string' ? search.date : undefined;
  const { data } = useQuery(planningQueries.plan(date));
  const [shown, setShown] = useState<PlanPlace>();
  if (!data) return <Spin />;
  const { showPlaceNumbers, showCustomerName, defaultZoomPercent } = data.settings;
  const zoom = defaultZoomPercent / 100;
  const placed = data.places.filter((p) => p.planX !== null && p.planY !== null);
  const unplaced = data.places.filter((p) => p.planX === null || p.planY === null);
  const width = Math.max(400, ...placed.map((p) => (p.planX ?? 0) * zoom + SIZE * 2));
  const height = Math.max(300, ...placed.map((p) => (p.planY ?? 0) * zoom + SIZE * 2));
  const customers = (p: PlanPlace) =>
    showCustomerName && p.stays.length > 0 ? ` — ${p.stays.map((s) => s.customerName).join(', ')}` : '';
  const marker = (p: PlanPlace, style: React.CSSProperties) => (
    <button
      key={p.id}
      type="button"
      aria-label={`Emplacement ${p.number} : ${STATES[p.state].label}`}
      title={`${p.number} — ${STATES[p.state].label}${customers(p)}`}
      onClick={() => setShown(p)}
      style={{
        width: SIZE + 8,
        height: SIZE,
        border: '1px solid rgba(0,0,0,0.25)',
        borderRadius: 4,
        background: STATES[p.state].color,
        color: '#fff',
        fontSize: 10,
        fontWeight: 600,
        padding: 0,
        cursor: 'pointer',
        overflow: 'hidden',
        ...style,
      }}
    >
      {showPlaceNumbers ? p.number : ''}
    </button>
  );
  return (
    <Card
      size="small"
      title="Plan du camping"
      extra={
        <Space>
          {Object.values(STATES).map((s) => (
            <Tag key={s.label} color={s.color}>
              {s.label}
            </Tag>
          ))}
          <DatePicker
            size="small"
            aria-label="Date"
            format="DD/MM/YYYY"
            allowClear={false}
            value={dayjs(data.date)}
            onChange={(d) => d && void navigate({ to: '.', search: { date: d.format('YYYY-MM-DD') }, replace: true })}
          />
        </Space>
      }
    >
      <div
        style={{
          overflow: 'auto',
          maxHeight: 'calc(100vh - 200px)',
          border: '1px solid #e5e5e5',
          background: '#f4f8f1',
        }}
      >
        <div style={{ position: 'relative', width, height }}>
          {placed.map((p) =>
            marker(p, { position: 'absolute', left: (p.planX ?? 0) * zoom, top: (p.planY ?? 0) * zoom }),
          )}
        </div>
      </div>
      {unplaced.length > 0 && (
        <div style={{ marginTop: 8 }}>
          <div style={{ marginBottom: 4, color: '#666' }}>Sans position sur le plan :</div>
          <Space size={4} wrap>
            {unplaced.map((p) => marker(p, {}))}
          </Space>
        </div>
      )}
      <Modal
        open={shown !== undefined}
        title={shown ? `Emplacement ${shown.number} — ${STATES[shown.state].label} le ${formatDate(data.date)}` : ''}
        footer={null}
        onCancel={() => setShown(undefined)}
      >
        {shown && <PlaceStays place={shown} />}
      </Modal>
    </Card>
  );
}
