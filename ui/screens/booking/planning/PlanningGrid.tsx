// The planning grid, virtualised by hand: one scroller, a sticky day header and a sticky place
// column, and only the rows and days in view drawn, absolutely positioned. A drag on empty cells
// of a row opens the booking sheet on that place and those nights; a bar dragged to another row
// or other days asks to move the stay.
import { LockOutlined } from '@ant-design/icons';
import { type PointerEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PlanningPayload } from '../../../../service/domains/booking/planning/contract';
import { formatDate } from '../../../format';
import {
  barColor,
  barOf,
  blockOf,
  dayColumns,
  dayWidthFor,
  type GridRow,
  gridRows,
  HEADER_HEIGHT,
  LABEL_WIDTH,
  ROW_HEIGHT,
  type Stay,
  selectedStay,
  shiftedStay,
  staysByPlace,
  visibleRange,
} from './planning-model';
import { StayTooltip } from './StayTooltip';

export interface MoveRequest {
  stay: Stay;
  placeId: number;
  placeNumber: string;
  startDate: string;
  endDate: string;
}

interface Props {
  payload: PlanningPayload;
  onSelect: (placeId: number, dates: { startDate: string; endDate: string }) => void;
  onMove: (move: MoveRequest) => void;
  onOpen: (stay: Stay) => void;
}

type Drag =
  | { kind: 'select'; rowIndex: number; from: number; to: number }
  | { kind: 'move'; stay: Stay; rowIndex: number; x0: number; y0: number; dx: number; dy: number };

const MOVE_THRESHOLD_PX = 4;
const gridLine = '#ececec';

function useViewport(ref: React.RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState({ width: 1200, height: 600 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setSize({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

export function PlanningGrid({ payload, onSelect, onMove, onOpen }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLElement>(null);
  const viewport = useViewport(scroller);
  const [scroll, setScroll] = useState({ top: 0, left: 0 });
  const [drag, setDrag] = useState<Drag>();
  const [hover, setHover] = useState<{ stay: Stay; x: number; y: number }>();

  const rows = useMemo(() => gridRows(payload), [payload]);
  const columns = useMemo(() => dayColumns(payload.start, payload.days, payload.today), [payload]);
  const stays = useMemo(() => staysByPlace(payload.stays), [payload]);
  const blocks = useMemo(() => {
    const byPlace = new Map<number, PlanningPayload['unavailabilities']>();
    for (const u of payload.unavailabilities) byPlace.set(u[0], [...(byPlace.get(u[0]) ?? []), u]);
    return byPlace;
  }, [payload]);
  const dayWidth = dayWidthFor(viewport.width, payload.days);
  const rowsHeight = rows.length * ROW_HEIGHT;
  const daysWidth = payload.days * dayWidth;
  const shownRows = visibleRange(scroll.top, viewport.height - HEADER_HEIGHT, ROW_HEIGHT, rows.length);
  const shownDays = visibleRange(scroll.left, viewport.width - LABEL_WIDTH, dayWidth, payload.days);
  const visibleRows = rows.slice(shownRows.first, shownRows.last + 1);
  const visibleDays = columns.slice(shownDays.first, shownDays.last + 1);
  const minX = shownDays.first * dayWidth;
  const maxX = (shownDays.last + 1) * dayWidth;
  const inView = (bar: { left: number; width: number }) => bar.left < maxX && bar.left + bar.width > minX;

  const frame = useRef(0);
  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const element = scroller.current;
      if (element) setScroll({ top: element.scrollTop, left: element.scrollLeft });
    });
  };

  const pointAt = (e: PointerEvent) => {
    const rect = body.current?.getBoundingClientRect();
    return { x: e.clientX - (rect?.left ?? 0), y: e.clientY - (rect?.top ?? 0) };
  };
  const dayAt = (x: number) => Math.min(payload.days - 1, Math.max(0, Math.floor(x / dayWidth)));
  const rowAt = (y: number) => Math.min(rows.length - 1, Math.max(0, Math.floor(y / ROW_HEIGHT)));

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (e.button !== 0) return;
    const { x, y } = pointAt(e);
    const barId = (e.target as HTMLElement).closest<HTMLElement>('[data-occupancy]')?.dataset.occupancy;
    const rowIndex = rowAt(y);
    const row = rows[rowIndex];
    if (row?.kind !== 'place') return;
    e.currentTarget.setPointerCapture(e.pointerId);
    setHover(undefined);
    const stay = barId ? stays.get(row.placeId)?.find((s) => String(s.occupancyId) === barId) : undefined;
    if (stay) setDrag({ kind: 'move', stay, rowIndex, x0: x, y0: y, dx: 0, dy: 0 });
    else setDrag({ kind: 'select', rowIndex, from: dayAt(x), to: dayAt(x) });
  };

  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    if (!drag) return;
    const { x, y } = pointAt(e);
    if (drag.kind === 'select') setDrag({ ...drag, to: dayAt(x) });
    else setDrag({ ...drag, dx: x - drag.x0, dy: y - drag.y0 });
  };

  const moveTarget = (d: Extract<Drag, { kind: 'move' }>) => {
    const row = rows[rowAt(d.y0 + d.dy)];
    const shift = Math.round(d.dx / dayWidth);
    return { row: row?.kind === 'place' ? row : undefined, shift };
  };

  const onPointerUp = () => {
    const done = drag;
    setDrag(undefined);
    if (!done) return;
    const row = rows[done.rowIndex];
    if (done.kind === 'select') {
      if (row?.kind === 'place') onSelect(row.placeId, selectedStay(payload.start, done.from, done.to));
      return;
    }
    if (Math.hypot(done.dx, done.dy) < MOVE_THRESHOLD_PX) return;
    const target = moveTarget(done);
    if (!target.row || (target.row.placeId === done.stay.placeId && target.shift === 0)) return;
    onMove({
      stay: done.stay,
      placeId: target.row.placeId,
      placeNumber: target.row.number,
      ...shiftedStay(done.stay, target.shift),
    });
  };

  const bars = visibleRows.flatMap((row) => {
    if (row.kind !== 'place') return [];
    const blocksOfRow = (blocks.get(row.placeId) ?? []).map((u) => {
      const block = blockOf(u, payload.start, payload.days, dayWidth);
      return inView(block) ? (
        <div
          key={block.key}
          title={`Indisponible : ${u[3]} (du ${formatDate(u[1])} au ${formatDate(u[2])})`}
          style={{
            position: 'absolute',
            top: row.top + 2,
            left: block.left,
            width: block.width,
            height: ROW_HEIGHT - 4,
            background: 'repeating-linear-gradient(135deg, #d6d6d6 0 4px, #efefef 4px 8px)',
            color: '#555',
            fontSize: 11,
            lineHeight: `${ROW_HEIGHT - 4}px`,
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            paddingLeft: 4,
          }}
        >
          {u[3]}
        </div>
      ) : null;
    });
    const stayBars = (stays.get(row.placeId) ?? []).map((stay) => {
      const bar = barOf(`s${stay.occupancyId}`, payload.start, payload.days, dayWidth, stay.startDate, stay.endDate);
      if (!inView(bar)) return null;
      const isDragged = drag?.kind === 'move' && drag.stay.occupancyId === stay.occupancyId;
      return (
        <button
          type="button"
          key={bar.key}
          tabIndex={-1}
          data-occupancy={stay.occupancyId}
          aria-label={`${stay.customerName}, emplacement ${row.number}, du ${formatDate(stay.startDate)} au ${formatDate(stay.endDate)}`}
          onPointerEnter={(e) => !drag && setHover({ stay, x: e.clientX, y: e.clientY })}
          onPointerLeave={() => setHover(undefined)}
          onDoubleClick={() => onOpen(stay)}
          style={{
            position: 'absolute',
            top: row.top + 3,
            left: bar.left,
            width: Math.max(bar.width, 4),
            height: ROW_HEIGHT - 6,
            background: barColor(stay, payload.settings.colorBy),
            opacity: isDragged ? 0.35 : 1,
            color: '#fff',
            border: 'none',
            textAlign: 'left',
            padding: 0,
            fontSize: 11,
            lineHeight: `${ROW_HEIGHT - 6}px`,
            borderRadius: `${bar.isCutLeft ? 0 : 8}px ${bar.isCutRight ? 0 : 8}px ${bar.isCutRight ? 0 : 8}px ${bar.isCutLeft ? 0 : 8}px`,
            borderLeft: stay.isArrived ? '4px solid rgba(0,0,0,0.35)' : undefined,
            paddingLeft: 6,
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            cursor: 'grab',
            userSelect: 'none',
            boxSizing: 'border-box',
          }}
        >
          {stay.isLocked && <LockOutlined aria-label="Emplacement imposé" style={{ marginRight: 3 }} />}
          {payload.settings.showCustomerName ? stay.customerName : ''}
        </button>
      );
    });
    return [...blocksOfRow, ...stayBars];
  });

  const ghost = (() => {
    if (drag?.kind === 'move') {
      const target = moveTarget(drag);
      if (!target.row || Math.hypot(drag.dx, drag.dy) < MOVE_THRESHOLD_PX) return null;
      const dates = shiftedStay(drag.stay, target.shift);
      const bar = barOf('ghost', payload.start, payload.days, dayWidth, dates.startDate, dates.endDate);
      return {
        top: target.row.top + 3,
        left: bar.left,
        width: bar.width,
        color: barColor(drag.stay, payload.settings.colorBy),
      };
    }
    if (drag?.kind === 'select') {
      const from = Math.min(drag.from, drag.to);
      const to = Math.max(drag.from, drag.to);
      return {
        top: rows[drag.rowIndex].top + 3,
        left: from * dayWidth,
        width: (to - from + 1) * dayWidth,
        color: '#52c41a',
      };
    }
    return null;
  })();

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      style={{
        overflow: 'auto',
        height: 'calc(100vh - 190px)',
        minHeight: 320,
        border: '1px solid #e5e5e5',
        position: 'relative',
      }}
    >
      <div style={{ width: LABEL_WIDTH + daysWidth, height: HEADER_HEIGHT + rowsHeight, position: 'relative' }}>
        <DayHeader columns={visibleDays} dayWidth={dayWidth} daysWidth={daysWidth} />
        <div style={{ display: 'flex' }}>
          <PlaceLabels rows={visibleRows} height={rowsHeight} />
          <section
            ref={body}
            aria-label="Grille du planning"
            data-start={payload.start}
            data-day-width={dayWidth}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => setDrag(undefined)}
            style={{
              position: 'relative',
              width: daysWidth,
              height: rowsHeight,
              flex: 'none',
              touchAction: 'none',
              backgroundImage: `linear-gradient(to right, ${gridLine} 1px, transparent 1px), linear-gradient(to bottom, ${gridLine} 1px, transparent 1px)`,
              backgroundSize: `${dayWidth}px 100%, 100% ${ROW_HEIGHT}px`,
            }}
          >
            {visibleDays
              .filter((d) => d.isWeekend || d.isToday)
              .map((d) => (
                <div
                  key={d.day}
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: d.index * dayWidth,
                    width: dayWidth,
                    height: rowsHeight,
                    background: d.isToday ? 'rgba(47,111,79,0.13)' : 'rgba(0,0,0,0.035)',
                    borderLeft: d.isToday ? '1px solid #2f6f4f' : undefined,
                    borderRight: d.isToday ? '1px solid #2f6f4f' : undefined,
                    pointerEvents: 'none',
                  }}
                />
              ))}
            {visibleRows
              .filter((r) => r.kind === 'family')
              .map((r) => (
                <div
                  key={r.key}
                  style={{
                    position: 'absolute',
                    top: r.top,
                    left: 0,
                    width: daysWidth,
                    height: ROW_HEIGHT,
                    background: '#f3f5f4',
                    pointerEvents: 'none',
                  }}
                />
              ))}
            {bars}
            {ghost && (
              <div
                style={{
                  position: 'absolute',
                  top: ghost.top,
                  left: ghost.left,
                  width: ghost.width,
                  height: ROW_HEIGHT - 6,
                  border: `2px dashed ${ghost.color}`,
                  background: `${ghost.color}33`,
                  borderRadius: 8,
                  pointerEvents: 'none',
                }}
              />
            )}
          </section>
        </div>
      </div>
      {hover && !drag && <StayTooltip stay={hover.stay} x={hover.x} y={hover.y} />}
    </div>
  );
}

function DayHeader({
  columns,
  dayWidth,
  daysWidth,
}: {
  columns: ReturnType<typeof dayColumns>;
  dayWidth: number;
  daysWidth: number;
}) {
  return (
    <div
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 3,
        display: 'flex',
        height: HEADER_HEIGHT,
        background: '#fafafa',
        borderBottom: '1px solid #d9d9d9',
      }}
    >
      <div
        style={{
          position: 'sticky',
          left: 0,
          zIndex: 4,
          width: LABEL_WIDTH,
          flex: 'none',
          background: '#fafafa',
          borderRight: '1px solid #d9d9d9',
        }}
      />
      <div style={{ position: 'relative', width: daysWidth, flex: 'none' }}>
        {columns.map((d) => (
          <div
            key={d.day}
            style={{
              position: 'absolute',
              left: d.index * dayWidth,
              width: dayWidth,
              top: 0,
              height: HEADER_HEIGHT,
              textAlign: 'center',
              fontSize: 11,
              lineHeight: '14px',
              background: d.isToday ? '#2f6f4f' : d.isWeekend ? '#efefef' : undefined,
              color: d.isToday ? '#fff' : undefined,
              borderLeft: d.dayOfMonth === 1 ? '1px solid #999' : undefined,
            }}
          >
            <div
              style={{
                height: 14,
                // Above the next days' cells: a month's name is wider than its first day.
                position: 'relative',
                zIndex: 1,
                whiteSpace: 'nowrap',
                textAlign: 'left',
                paddingLeft: 2,
                fontWeight: 600,
                color: d.isToday ? '#fff' : '#2f6f4f',
              }}
            >
              {d.monthLabel ?? ''}
            </div>
            <div>{d.weekday}</div>
            <div style={{ fontWeight: 600 }}>{d.dayOfMonth}</div>
          </div>
        ))}
      </div>
    </div>
  );
}

function PlaceLabels({ rows, height }: { rows: GridRow[]; height: number }) {
  return (
    <div
      style={{
        position: 'sticky',
        left: 0,
        zIndex: 2,
        width: LABEL_WIDTH,
        height,
        flex: 'none',
        background: '#fff',
        borderRight: '1px solid #d9d9d9',
      }}
    >
      {rows.map((row) =>
        row.kind === 'family' ? (
          <div
            key={row.key}
            style={{
              position: 'absolute',
              top: row.top,
              height: ROW_HEIGHT,
              width: LABEL_WIDTH,
              padding: '0 8px',
              lineHeight: `${ROW_HEIGHT}px`,
              fontWeight: 600,
              background: '#f3f5f4',
              borderLeft: `4px solid ${row.color ?? '#bbb'}`,
              boxSizing: 'border-box',
            }}
          >
            {row.label}
          </div>
        ) : (
          <div
            key={row.key}
            title={`${row.number}${row.name ? ` — ${row.name}` : ''} · ${row.typeLabel} · ${row.capacity} pers.`}
            style={{
              position: 'absolute',
              top: row.top,
              height: ROW_HEIGHT,
              width: LABEL_WIDTH,
              padding: '0 8px 0 12px',
              lineHeight: `${ROW_HEIGHT}px`,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              borderBottom: `1px solid ${gridLine}`,
              borderLeft: `4px solid ${row.color ?? '#ddd'}`,
              boxSizing: 'border-box',
              fontSize: 12,
            }}
          >
            <b>{row.number}</b>
            <span style={{ color: '#777' }}> {row.name ?? row.typeLabel}</span>
          </div>
        ),
      )}
    </div>
  );
}
