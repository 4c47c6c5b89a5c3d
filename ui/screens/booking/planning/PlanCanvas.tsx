// The drawing of the site plan: roads around the blocks of places (both derived from the places'
// positions and areas, nothing of them is stored), the areas' names, and the placed places.
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCK_PADDING, type PlanBlock, ROAD_WIDTH } from './plan-model';

interface Props {
  ref: Ref<HTMLElement>;
  width: number;
  height: number;
  zoom: number;
  blocks: readonly PlanBlock[];
  children: ReactNode;
}

const ROAD_COLOR = '#cfc8bb';
const BLOCK_COLOR = '#dfeccf';
const GROUND_COLOR = '#eef3e6';

export function PlanCanvas({ ref, width, height, zoom, blocks, children }: Props) {
  const { t } = useTranslation('plan');
  const box = (b: PlanBlock, grow: number) => ({
    position: 'absolute' as const,
    left: (b.x - grow) * zoom,
    top: (b.y - grow) * zoom,
    width: (b.width + 2 * grow) * zoom,
    height: (b.height + 2 * grow) * zoom,
  });
  return (
    <div style={{ overflow: 'auto', maxHeight: 'calc(100vh - 200px)', border: '1px solid #d9d9d9', flex: 1 }}>
      <section
        ref={ref}
        aria-label={t('canvas')}
        style={{ position: 'relative', width: width * zoom, height: height * zoom, background: GROUND_COLOR }}
      >
        {blocks.map((b) => (
          <div key={`road-${b.key}`} style={{ ...box(b, ROAD_WIDTH), background: ROAD_COLOR, borderRadius: 6 }} />
        ))}
        {blocks.map((b) => (
          <div
            key={`block-${b.key}`}
            style={{ ...box(b, 0), background: BLOCK_COLOR, borderRadius: BLOCK_PADDING, border: '1px solid #b9cfa3' }}
          />
        ))}
        {blocks
          .filter((b) => b.label !== null)
          .map((b) => (
            <div
              key={`label-${b.key}`}
              style={{
                position: 'absolute',
                left: b.x * zoom,
                top: (b.y - ROAD_WIDTH + 4) * zoom,
                fontSize: 11,
                fontWeight: 600,
                color: '#4a4a4a',
                whiteSpace: 'nowrap',
                pointerEvents: 'none',
              }}
            >
              {b.label}
            </div>
          ))}
        {children}
      </section>
    </div>
  );
}
