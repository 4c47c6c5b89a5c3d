// One place on the site plan: a button coloured by its state on the day, dragged by those who may
// place places (then it follows the pointer until dropped).
import type { CSSProperties, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_MARKER, type PlanPlace } from '../../../../service/domains/booking/planning/contract';
import { PLACE_STATE_COLORS } from './plan-colors';
import type { PlaceDrag } from './usePlaceDrag';

interface Props {
  place: PlanPlace;
  showNumber: boolean;
  /** Names of the day's customers, shown in the tooltip when the plan settings ask for it. */
  customers: string;
  drag: PlaceDrag | undefined;
  dragHandlers?: {
    onPointerDown: (e: PointerEvent<HTMLElement>) => void;
    onPointerMove: (e: PointerEvent<HTMLElement>) => void;
    onPointerUp: (e: PointerEvent<HTMLElement>) => void;
  };
  onOpen: () => void;
  style?: CSSProperties;
}

export function PlanMarker({ place, showNumber, customers, drag, dragHandlers, onOpen, style }: Props) {
  const { t } = useTranslation('plan');
  const state = t(`states.${place.state}`);
  const isDragged = drag?.placeId === place.id;
  return (
    <button
      type="button"
      aria-label={t('marker', { number: place.number, state })}
      title={`${place.number} — ${state}${customers}`}
      data-plan-x={place.planX ?? undefined}
      data-plan-y={place.planY ?? undefined}
      onClick={onOpen}
      {...dragHandlers}
      style={{
        width: PLAN_MARKER.width,
        height: PLAN_MARKER.height,
        border: '1px solid rgba(0,0,0,0.3)',
        borderRadius: 4,
        background: PLACE_STATE_COLORS[place.state],
        color: '#fff',
        fontSize: 10,
        fontWeight: 600,
        padding: 0,
        cursor: dragHandlers ? 'grab' : 'pointer',
        overflow: 'hidden',
        touchAction: dragHandlers ? 'none' : undefined,
        ...style,
        ...(isDragged && {
          transform: `translate(${drag.dx}px, ${drag.dy}px)`,
          zIndex: 10,
          cursor: 'grabbing',
          boxShadow: '0 4px 10px rgba(0,0,0,0.35)',
        }),
      }}
    >
      {showNumber ? place.number : ''}
    </button>
  );
}
