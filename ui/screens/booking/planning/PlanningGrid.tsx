import { type PointerEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PlanningPayload } from '../../../../service/domains/booking/planning/contract';
import { DayHeader } from './DayHeader';
import { GRID_LINE, PlaceLabels } from './PlaceLabels';
import {
  barColor,
  barOf,
  blockOf,
  CLOSED_BACKGROUND,
  CLOSED_TITLE,
  closedBlockOf,
  closedDaysOf,
  closedNightsOf,
  dayColumns,
  dayWidthFor,
  gridRows,
  HEADER_HEIGHT,
  LABEL_WIDTH,
  ROW_HEIGHT,
  resizedStay,
  type Stay,
  selectedStay,
  shiftedStay,
  staysByPlace,
  visibleRange,
} from './planning-model';
import { StayBar, UnavailabilityBlock } from './StayBar';
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
  /** Absent without the write right, as is onMove: nothing can be dragged then. Never offered on closed nights. */
  onSelect?: (placeId: number, dates: { startDate: string; endDate: string }) => void;
  onMove?: (move: MoveRequest) => void;
  onOpen: (stay: Stay) => void;
  /** A drag let go over closed nights (outside every activity period): nothing is booked. */
  onClosed?: () => void;
}

type Drag =
  | { kind: 'select'; rowIndex: number; from: number; to: number }
  | { kind: 'move'; stay: Stay; rowIndex: number; x0: number; y0: number; dx: number; dy: number }
  /** A bar's right edge dragged: its departure day moves. */
  | { kind: 'resize'; stay: Stay; rowIndex: number; x0: number; dx: number };

const MOVE_THRESHOLD_PX = 4;
/** A drag's outline over closed nights: it will book nothing. */
const CLOSED_GHOST = '#cf1322';

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

export function PlanningGrid({ payload, onSelect, onMove, onOpen, onClosed }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLElement>(null);
  const viewport = useViewport(scroller);
  const [scroll, setScroll] = useState({ top: 0, left: 0 });
  const [drag, setDrag] = useState<Drag>();
  const [hover, setHover] = useState<{ stay: Stay; x: number; y: number }>();

  const rows = useMemo(() => gridRows(payload), [payload]);
  const columns = useMemo(() => dayColumns(payload.start, payload.days, payload.today), [payload]);
  const stays = useMemo(() => staysByPlace(payload.stays), [payload]);
  const closed = useMemo(() => closedDaysOf(payload.closedNights), [payload]);
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
    const isEdge = (e.target as HTMLElement).closest('[data-resize]') !== null;
    const rowIndex = rowAt(y);
    const row = rows[rowIndex];
    if (row?.kind !== 'place') return;
    const stay = barId ? stays.get(row.placeId)?.find((s) => String(s.occupancyId) === barId) : undefined;
    // Without the write right nothing is dragged: no stay moved, no new stay selected.
    if (stay ? !onMove : !onSelect) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    setHover(undefined);
    if (stay && isEdge) setDrag({ kind: 'resize', stay, rowIndex, x0: x, dx: 0 });
    else if (stay) setDrag({ kind: 'move', stay, rowIndex, x0: x, y0: y, dx: 0, dy: 0 });
    else setDrag({ kind: 'select', rowIndex, from: dayAt(x), to: dayAt(x) });
  };

  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    if (!drag) return;
    const { x, y } = pointAt(e);
    if (drag.kind === 'select') setDrag({ ...drag, to: dayAt(x) });
    else if (drag.kind === 'resize') setDrag({ ...drag, dx: x - drag.x0 });
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
      if (row?.kind !== 'place') return;
      const dates = selectedStay(payload.start, done.from, done.to);
      if (closedNightsOf(dates, closed).length > 0) onClosed?.();
      else onSelect?.(row.placeId, dates);
      return;
    }
    if (done.kind === 'resize') {
      const dates = resizedStay(done.stay, Math.round(done.dx / dayWidth));
      if (row?.kind !== 'place' || !dates) return;
      if (closedNightsOf(dates, closed, done.stay).length > 0) onClosed?.();
      else onMove?.({ stay: done.stay, placeId: row.placeId, placeNumber: row.number, ...dates });
      return;
    }
    if (Math.hypot(done.dx, done.dy) < MOVE_THRESHOLD_PX) return;
    const target = moveTarget(done);
    if (!target.row || (target.row.placeId === done.stay.placeId && target.shift === 0)) return;
    if (closedNightsOf(shiftedStay(done.stay, target.shift), closed, done.stay).length > 0) {
      onClosed?.();
      return;
    }
    onMove?.({
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
      return inView(block) ? <UnavailabilityBlock key={block.key} row={u} top={row.top} block={block} /> : null;
    });
    const stayBars = (stays.get(row.placeId) ?? []).map((stay) => {
      const bar = barOf(`s${stay.occupancyId}`, payload.start, payload.days, dayWidth, stay.startDate, stay.endDate);
      if (!inView(bar)) return null;
      return (
        <StayBar
          key={bar.key}
          stay={stay}
          bar={bar}
          top={row.top}
          placeNumber={row.number}
          settings={payload.settings}
          isDragged={drag?.kind !== 'select' && drag?.stay.occupancyId === stay.occupancyId}
          isResizable={onMove !== undefined}
          onHover={(at) => !drag && setHover(at && { stay, ...at })}
          onOpen={() => onOpen(stay)}
        />
      );
    });
    return [...blocksOfRow, ...stayBars];
  });

  const ghost = (() => {
    if (drag?.kind === 'resize') {
      const dates = resizedStay(drag.stay, Math.round(drag.dx / dayWidth)) ?? drag.stay;
      const bar = barOf('ghost', payload.start, payload.days, dayWidth, dates.startDate, dates.endDate);
      const isClosed = closedNightsOf(dates, closed, drag.stay).length > 0;
      return {
        top: rows[drag.rowIndex].top + 3,
        left: bar.left,
        width: bar.width,
        color: isClosed ? CLOSED_GHOST : barColor(drag.stay, payload.settings.colorBy),
      };
    }
    if (drag?.kind === 'move') {
      const target = moveTarget(drag);
      if (!target.row || Math.hypot(drag.dx, drag.dy) < MOVE_THRESHOLD_PX) return null;
      const dates = shiftedStay(drag.stay, target.shift);
      const bar = barOf('ghost', payload.start, payload.days, dayWidth, dates.startDate, dates.endDate);
      const isClosed = closedNightsOf(dates, closed, drag.stay).length > 0;
      return {
        top: target.row.top + 3,
        left: bar.left,
        width: bar.width,
        color: isClosed ? CLOSED_GHOST : barColor(drag.stay, payload.settings.colorBy),
      };
    }
    if (drag?.kind === 'select') {
      const from = Math.min(drag.from, drag.to);
      const to = Math.max(drag.from, drag.to);
      const isClosed = closedNightsOf(selectedStay(payload.start, from, to), closed).length > 0;
      return {
        top: rows[drag.rowIndex].top + 3,
        left: from * dayWidth,
        width: (to - from + 1) * dayWidth,
        color: isClosed ? CLOSED_GHOST : '#52c41a',
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
        <DayHeader
          columns={visibleDays}
          closed={closed}
          dayWidth={dayWidth}
          daysWidth={daysWidth}
          leadIndex={Math.ceil(scroll.left / dayWidth)}
        />
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
              // A drag selects no text: a selection left by one drag would turn the next into the browser's own drag.
              userSelect: 'none',
              backgroundImage: `linear-gradient(to right, ${GRID_LINE} 1px, transparent 1px), linear-gradient(to bottom, ${GRID_LINE} 1px, transparent 1px)`,
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
            {payload.closedNights.map((run) => {
              const block = closedBlockOf(run, payload.start, payload.days, dayWidth);
              return (
                <div
                  key={`closed-${run[0]}`}
                  data-closed={run[0]}
                  title={CLOSED_TITLE}
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: block.left,
                    width: block.width,
                    height: rowsHeight,
                    background: CLOSED_BACKGROUND,
                  }}
                />
              );
            })}
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
