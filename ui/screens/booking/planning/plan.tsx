// /plan: the site map, each place at its plan coordinates coloured by its state on the day
// (free, occupied, arriving, leaving, unavailable, resident); a click shows the stays there.
// Places without a position wait in a grid beside the plan; who may write on the plan drags
// places onto it (the server checks the right and the bounds).
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Card, DatePicker, Modal, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { type CSSProperties, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLACE_STATES, type PlanPayload, type PlanPlace } from '../../../../service/domains/booking/planning/contract';
import { formatDate } from '../../../format';
import { useRight } from '../../../shell/rights';
import { PlaceStays } from './PlaceStays';
import { PlanCanvas } from './PlanCanvas';
import { PlanMarker } from './PlanMarker';
import { PLACE_STATE_COLORS } from './plan-colors';
import { canvasSize, dropPosition, planBlocks } from './plan-model';
import { planningQueries, usePlaceOnPlan } from './planning.queries';
import { usePlaceDrag } from './usePlaceDrag';

/** The places with the position being saved already applied, so a dropped place stays put. */
function withPending(places: PlanPlace[], pending: { placeId: number; planX: number; planY: number } | undefined) {
  if (!pending) return places;
  return places.map((p) => (p.id === pending.placeId ? { ...p, planX: pending.planX, planY: pending.planY } : p));
}

function PlanView({ data }: { data: PlanPayload }) {
  const { t } = useTranslation('plan');
  const canPlace = useRight('camping_plan').canWrite;
  const place = usePlaceOnPlan();
  const canvas = useRef<HTMLElement>(null);
  const [shown, setShown] = useState<PlanPlace>();
  const { showPlaceNumbers, showCustomerName, defaultZoomPercent } = data.settings;
  const zoom = defaultZoomPercent / 100;
  const pending = place.isPending ? place.variables : undefined;
  // Worked out once per answer or drop, not on every pointer move of a drag.
  const { placed, unplaced, blocks, size } = useMemo(() => {
    const places = withPending(data.places, pending);
    const placed = places.flatMap((p) =>
      p.planX !== null && p.planY !== null ? [{ ...p, planX: p.planX, planY: p.planY }] : [],
    );
    const unplaced = places.filter((p) => p.planX === null || p.planY === null);
    return { placed, unplaced, blocks: planBlocks(placed), size: canvasSize(placed, data.bounds) };
  }, [data, pending]);
  const dragging = usePlaceDrag(canvas, zoom, (placeId, point) =>
    place.mutate({ placeId, ...dropPosition(point, data.bounds) }),
  );
  const marker = (p: PlanPlace, style?: CSSProperties) => (
    <PlanMarker
      key={p.id}
      place={p}
      showNumber={showPlaceNumbers}
      customers={showCustomerName && p.stays.length > 0 ? ` — ${p.stays.map((s) => s.customerName).join(', ')}` : ''}
      drag={dragging.drag}
      dragHandlers={canPlace ? dragging.handlersFor(p.id) : undefined}
      onOpen={() => !dragging.consumeDrag() && setShown(p)}
      style={style}
    />
  );
  return (
    <>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <PlanCanvas ref={canvas} width={size.width} height={size.height} zoom={zoom} blocks={blocks}>
          {placed.map((p) => marker(p, { position: 'absolute', left: p.planX * zoom, top: p.planY * zoom }))}
        </PlanCanvas>
        <section aria-label={t('unplaced')} style={{ width: 196, flex: 'none' }}>
          <Typography.Text strong>{t('unplacedCount', { count: unplaced.length })}</Typography.Text>
          {canPlace && (
            <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0' }}>
              {t('dragHint')}
            </Typography.Paragraph>
          )}
          {unplaced.length === 0 ? (
            <Typography.Paragraph type="secondary">{t('allPlaced')}</Typography.Paragraph>
          ) : (
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 40px)', gap: 6, marginTop: 4 }}>
              {unplaced.map((p) => marker(p, { position: 'relative' }))}
            </div>
          )}
        </section>
      </div>
      <Modal
        open={shown !== undefined}
        title={
          shown
            ? t('dialog', { number: shown.number, state: t(`states.${shown.state}`), date: formatDate(data.date) })
            : ''
        }
        footer={null}
        onCancel={() => setShown(undefined)}
      >
        {shown && <PlaceStays place={shown} />}
      </Modal>
    </>
  );
}

export default function PlanPage() {
  const { t } = useTranslation('plan');
  const search: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  const date = typeof search.date === 'string' ? search.date : undefined;
  const { data } = useQuery(planningQueries.plan(date));
  if (!data) return <Spin />;
  return (
    <Card
      size="small"
      title={t('title')}
      extra={
        <Space>
          {PLACE_STATES.map((s) => (
            <Tag key={s} color={PLACE_STATE_COLORS[s]}>
              {t(`states.${s}`)}
            </Tag>
          ))}
          <DatePicker
            size="small"
            aria-label={t('date')}
            format="DD/MM/YYYY"
            allowClear={false}
            value={dayjs(data.date)}
            onChange={(d) => d && void navigate({ to: '.', search: { date: d.format('YYYY-MM-DD') }, replace: true })}
          />
        </Space>
      }
    >
      <PlanView data={data} />
    </Card>
  );
}
