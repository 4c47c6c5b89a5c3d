import { describe, expect, it } from 'vitest';
import { PLAN_BOUNDS } from '../../../../service/domains/booking/planning/contract';
import { BLOCK_PADDING, canvasSize, dropPosition, type PlacedPoint, planBlocks } from './plan-model';

const at = (id: number, planX: number, planY: number, layoutId: number | null = 1): PlacedPoint => ({
  id,
  layoutId,
  layoutLabel: layoutId === null ? null : `Zone ${layoutId}`,
  planX,
  planY,
});

describe('blocks and roads drawn from the places', () => {
  it('places of one area standing side by side form one block around their markers', () => {
    const blocks = planBlocks([at(1, 100, 100), at(2, 140, 100), at(3, 100, 132), at(4, 140, 132)]);
    expect(blocks).toEqual([
      {
        key: 1,
        x: 100 - BLOCK_PADDING,
        y: 100 - BLOCK_PADDING,
        width: 74 + 2 * BLOCK_PADDING,
        height: 58 + 2 * BLOCK_PADDING,
        label: 'Zone 1',
      },
    ]);
  });

  it('a lane between two groups of one area makes two blocks, the area named on the top one only', () => {
    const blocks = planBlocks([at(1, 100, 220), at(2, 140, 220), at(3, 100, 100), at(4, 140, 100)]);
    expect(blocks.map((b) => [b.key, b.y + BLOCK_PADDING, b.label])).toEqual([
      [3, 100, 'Zone 1'],
      [1, 220, null],
    ]);
  });

  it('neighbouring places of two areas are two blocks, each named', () => {
    const blocks = planBlocks([at(1, 100, 100, 1), at(2, 140, 100, 2)]);
    expect(blocks.map((b) => b.label)).toEqual(['Zone 1', 'Zone 2']);
  });

  it('places without an area form blocks without a name', () => {
    expect(planBlocks([at(1, 0, 0, null), at(2, 40, 0, null)]).map((b) => b.label)).toEqual([null]);
  });
});

describe('dropping a place on the plan', () => {
  it('rounds the point to whole plan units', () => {
    expect(dropPosition({ x: 120.6, y: 80.2 }, PLAN_BOUNDS)).toEqual({ planX: 121, planY: 80 });
  });

  it('keeps the whole marker inside the plan bounds', () => {
    expect(dropPosition({ x: -30, y: 1e5 }, PLAN_BOUNDS)).toEqual({ planX: 0, planY: PLAN_BOUNDS.height - 26 });
  });

  it('draws the placed places with room beside them, never beyond the bounds', () => {
    expect(canvasSize([{ planX: 1000, planY: 100 }], PLAN_BOUNDS)).toEqual({ width: 1154, height: 500 });
    expect(canvasSize([{ planX: 2366, planY: 1574 }], PLAN_BOUNDS)).toEqual(PLAN_BOUNDS);
  });
});
