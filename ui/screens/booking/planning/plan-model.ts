// The site plan's drawing, computed from the places alone (no roads are stored): a block is a
// group of places of one area standing close together, and roads run around the blocks.
import { PLAN_MARKER } from '../../../../service/domains/booking/planning/contract';

export interface PlacedPoint {
  id: number;
  layoutId: number | null;
  layoutLabel: string | null;
  planX: number;
  planY: number;
}

export interface PlanBlock {
  /** The first place of the block, as a stable key. */
  key: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The area's name, on the first block of each area only (top-most, then left-most). */
  label: string | null;
}

/** Two places are neighbours in a block when the gap between their markers is at most this. */
export const BLOCK_GAP = 14;
/** The green margin of a block around its markers, and the road's width around a block. */
export const BLOCK_PADDING = 6;
export const ROAD_WIDTH = 30;

function areNeighbours(a: PlacedPoint, b: PlacedPoint): boolean {
  return (
    a.layoutId === b.layoutId &&
    Math.abs(a.planX - b.planX) <= PLAN_MARKER.width + BLOCK_GAP &&
    Math.abs(a.planY - b.planY) <= PLAN_MARKER.height + BLOCK_GAP
  );
}

/** Groups of neighbouring places (union-find over every pair: a site has a few hundred places). */
function groupsOf(points: readonly PlacedPoint[]): PlacedPoint[][] {
  const parent = points.map((_p, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  for (let i = 0; i < points.length; i += 1) {
    for (let j = i + 1; j < points.length; j += 1) {
      if (areNeighbours(points[i], points[j])) parent[root(i)] = root(j);
    }
  }
  const groups = new Map<number, PlacedPoint[]>();
  points.forEach((p, i) => {
    const r = root(i);
    groups.set(r, [...(groups.get(r) ?? []), p]);
  });
  return [...groups.values()];
}

/** The blocks of the plan, top to bottom then left to right, each around its places with a margin. */
export function planBlocks(points: readonly PlacedPoint[]): PlanBlock[] {
  const blocks = groupsOf(points).map((group) => {
    const left = Math.min(...group.map((p) => p.planX));
    const top = Math.min(...group.map((p) => p.planY));
    const right = Math.max(...group.map((p) => p.planX)) + PLAN_MARKER.width;
    const bottom = Math.max(...group.map((p) => p.planY)) + PLAN_MARKER.height;
    return {
      key: Math.min(...group.map((p) => p.id)),
      x: left - BLOCK_PADDING,
      y: top - BLOCK_PADDING,
      width: right - left + 2 * BLOCK_PADDING,
      height: bottom - top + 2 * BLOCK_PADDING,
      layoutId: group[0].layoutId,
      layoutLabel: group[0].layoutLabel,
    };
  });
  blocks.sort((a, b) => a.y - b.y || a.x - b.x);
  const labelled = new Set<number | null>();
  return blocks.map(({ layoutId, layoutLabel, ...block }) => {
    const isFirst = layoutLabel !== null && !labelled.has(layoutId);
    labelled.add(layoutId);
    return { ...block, label: isFirst ? layoutLabel : null };
  });
}

/**
 * Where a marker dropped at `point` (plan units, its top-left corner) stands: rounded to whole
 * units and kept inside the plan, as the server requires.
 */
export function dropPosition(
  point: { x: number; y: number },
  bounds: { width: number; height: number },
): { planX: number; planY: number } {
  const clamp = (v: number, max: number) => Math.min(max, Math.max(0, Math.round(v)));
  return {
    planX: clamp(point.x, bounds.width - PLAN_MARKER.width),
    planY: clamp(point.y, bounds.height - PLAN_MARKER.height),
  };
}

/** The canvas drawn: the placed places and a margin to drop more beside them, within the bounds. */
export function canvasSize(
  points: readonly { planX: number; planY: number }[],
  bounds: { width: number; height: number },
  margin = 120,
): { width: number; height: number } {
  const width = Math.max(800, ...points.map((p) => p.planX + PLAN_MARKER.width + margin));
  const height = Math.max(500, ...points.map((p) => p.planY + PLAN_MARKER.height + margin));
  return { width: Math.min(bounds.width, width), height: Math.min(bounds.height, height) };
}
