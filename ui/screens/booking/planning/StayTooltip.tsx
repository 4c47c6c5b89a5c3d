// The hover card of a stay on the planning: customer, kind, dates, party and balance.

import dayjs from 'dayjs';
import { formatDate, formatMoney } from '../../../format';
import { KIND_LABELS, type Stay } from './planning-model';

export function StayTooltip({ stay, x, y }: { stay: Stay; x: number; y: number }) {
  const nights = dayjs(stay.endDate).diff(dayjs(stay.startDate), 'day');
  return (
    <div
      role="tooltip"
      style={{
        position: 'fixed',
        left: x + 14,
        top: y + 14,
        zIndex: 1000,
        background: '#fff',
        border: '1px solid #d9d9d9',
        borderRadius: 4,
        boxShadow: '0 3px 8px rgba(0,0,0,0.15)',
        padding: '6px 10px',
        fontSize: 12,
        lineHeight: 1.5,
        pointerEvents: 'none',
        minWidth: 200,
      }}
    >
      <div style={{ fontWeight: 600 }}>{stay.customerName || 'Client sans nom'}</div>
      <div>
        {stay.isResident ? 'Résident' : KIND_LABELS[stay.kind]}
        {stay.isLocked ? ' · emplacement imposé' : ''}
        {stay.isArrived ? ' · arrivé' : ''}
        {stay.isExpired ? ' · échue' : ''}
      </div>
      <div>
        Du {formatDate(stay.startDate)} au {formatDate(stay.endDate)} ({nights} nuit{nights > 1 ? 's' : ''})
      </div>
      <div>
        {stay.persons} personne{stay.persons > 1 ? 's' : ''} · reste dû {formatMoney(stay.balanceCents)}
      </div>
    </div>
  );
}
