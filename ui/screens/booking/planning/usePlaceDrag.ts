// Dragging a place's marker onto the site plan with the pointer, from the plan itself or from the
// places without a position beside it. A press without movement stays a click (it opens the place).
import { type PointerEvent, type RefObject, useRef, useState } from 'react';

/** Below this movement, in screen pixels, a press is a click. */
const MOVE_THRESHOLD_PX = 4;

export interface PlaceDrag {
  placeId: number;
  dx: number;
  dy: number;
}

interface Pressed extends PlaceDrag {
  startX: number;
  startY: number;
  /** Where the pointer holds the marker, from its top-left corner. */
  grabX: number;
  grabY: number;
}

/**
 * `canvas` is the plan's drawing (its top-left corner is plan point 0,0); `onDrop` receives the
 * dropped marker's top-left corner in plan units. A drop outside the drawing changes nothing.
 */
export function usePlaceDrag(
  canvas: RefObject<HTMLElement | null>,
  zoom: number,
  onDrop: (placeId: number, point: { x: number; y: number }) => void,
) {
  const [pressed, setPressed] = useState<Pressed>();
  const wasDragged = useRef(false);

  const handlersFor = (placeId: number) => ({
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.button !== 0) return;
      e.currentTarget.setPointerCapture(e.pointerId);
      const marker = e.currentTarget.getBoundingClientRect();
      wasDragged.current = false;
      setPressed({
        placeId,
        dx: 0,
        dy: 0,
        startX: e.clientX,
        startY: e.clientY,
        grabX: e.clientX - marker.left,
        grabY: e.clientY - marker.top,
      });
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      if (pressed?.placeId !== placeId) return;
      setPressed({ ...pressed, dx: e.clientX - pressed.startX, dy: e.clientY - pressed.startY });
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      const done = pressed;
      setPressed(undefined);
      if (done?.placeId !== placeId) return;
      wasDragged.current = Math.hypot(done.dx, done.dy) >= MOVE_THRESHOLD_PX;
      const area = canvas.current?.getBoundingClientRect();
      if (!wasDragged.current || !area) return;
      const isInside =
        e.clientX >= area.left && e.clientX <= area.right && e.clientY >= area.top && e.clientY <= area.bottom;
      if (!isInside) return;
      onDrop(placeId, {
        x: (e.clientX - done.grabX - area.left) / zoom,
        y: (e.clientY - done.grabY - area.top) / zoom,
      });
    },
  });

  return {
    /** The marker being dragged and how far it moved, to draw it under the pointer. */
    drag: pressed ? { placeId: pressed.placeId, dx: pressed.dx, dy: pressed.dy } : undefined,
    handlersFor,
    /** Whether the click ending a press is the end of a drag (then it opens nothing). */
    consumeDrag: () => {
      const was = wasDragged.current;
      wasDragged.current = false;
      return was;
    },
  };
}
