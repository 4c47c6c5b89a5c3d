// What the planning draws in a row: a stay's bar (a button named by customer, place and dates,
// coloured by kind or partner, locked, arrived and expired options marked, its right edge a handle
// to change the departure) and an unavailability's hatched block.
import { LockOutlined } from '@ant-design/icons';
import type {
  PlanningSettings,
  PlanningUnavailabilityRow,
} from '../../../../service/domains/booking/planning/contract';
import { formatDate } from '../../../format';
import { type Bar, barColor, barText, ROW_HEIGHT, type Stay } from './planning-model';

export const UNAVAILABLE_BACKGROUND = 'repeating-linear-gradient(135deg, #d6d6d6 0 4px, #efefef 4px 8px)';

interface StayBarProps {
  stay: Stay;
  bar: Bar;
  top: number;
  placeNumber: string;
  settings: PlanningSettings;
  isDragged: boolean;
  /** Its right edge can be dragged to change the departure (the write right). */
  isResizable: boolean;
  onHover: (at: { x: number; y: number } | undefined) => void;
  onOpen: () => void;
}

const radius = (bar: Bar) => {
  const left = bar.isCutLeft ? 0 : 8;
  const right = bar.isCutRight ? 0 : 8;
  return `${left}px ${right}px ${right}px ${left}px`;
};

export function StayBar({
  stay,
  bar,
  top,
  placeNumber,
  settings,
  isDragged,
  isResizable,
  onHover,
  onOpen,
}: StayBarProps) {
  return (
    <button
      type="button"
      tabIndex={-1}
      data-occupancy={stay.occupancyId}
      aria-label={`${stay.customerName}, emplacement ${placeNumber}, du ${formatDate(stay.startDate)} au ${formatDate(stay.endDate)}${stay.isExpired ? ', option échue' : ''}`}
      onPointerEnter={(e) => onHover({ x: e.clientX, y: e.clientY })}
      onPointerLeave={() => onHover(undefined)}
      onDoubleClick={onOpen}
      style={{
        position: 'absolute',
        top: top + 3,
        left: bar.left,
        width: Math.max(bar.width, 4),
        height: ROW_HEIGHT - 6,
        background: barColor(stay, settings.colorBy),
        opacity: isDragged ? 0.35 : 1,
        color: '#fff',
        border: 'none',
        borderRadius: radius(bar),
        borderLeft: stay.isArrived ? '4px solid rgba(0,0,0,0.35)' : undefined,
        // An expired option still holds its place: a dashed red outline says it should not.
        outline: stay.isExpired ? '2px dashed #cf1322' : undefined,
        outlineOffset: -2,
        textAlign: 'left',
        padding: '0 0 0 6px',
        fontSize: 11,
        lineHeight: `${ROW_HEIGHT - 6}px`,
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        cursor: 'grab',
        userSelect: 'none',
        boxSizing: 'border-box',
      }}
    >
      {isResizable && !bar.isCutRight && (
        <span
          data-resize
          title="Glisser pour changer le départ"
          style={{ position: 'absolute', top: 0, right: 0, width: 6, height: '100%', cursor: 'ew-resize' }}
        />
      )}
      {stay.isLocked && <LockOutlined aria-label="Emplacement imposé" style={{ marginRight: 3 }} />}
      {barText(stay, settings.showCustomerName)}
    </button>
  );
}

export function UnavailabilityBlock({ row, top, block }: { row: PlanningUnavailabilityRow; top: number; block: Bar }) {
  const [, from, to, reason] = row;
  return (
    <div
      title={`Indisponible : ${reason} (du ${formatDate(from)} au ${formatDate(to)})`}
      style={{
        position: 'absolute',
        top: top + 2,
        left: block.left,
        width: block.width,
        height: ROW_HEIGHT - 4,
        background: UNAVAILABLE_BACKGROUND,
        color: '#555',
        fontSize: 11,
        lineHeight: `${ROW_HEIGHT - 4}px`,
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        paddingLeft: 4,
      }}
    >
      {reason}
    </div>
  );
}
