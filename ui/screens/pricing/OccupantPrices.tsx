// Occupant prices of one place type: a row per age category (its mode), a column per period; a
// cell is that category's price in that period (empty: no price). In mode 2 each cell also opens
// its first-to-sixth-night slices (a blank slice costs the cell's price).
import { Button, Popover, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { MoneyInput } from '../../entity/MoneyInput';
import type { Choice, GridPeriod, OccupantPrice } from './grid-data';
import type { ErrorsByPath } from './grid-save';

interface Props {
  periods: GridPeriod[];
  placeTypes: Choice[];
  ageCategories: Choice[];
  modes: Choice[];
  isReadOnly: boolean;
  errors: ErrorsByPath;
  onChange: (periods: GridPeriod[]) => void;
}

function occupantOf(period: GridPeriod, placeTypeId: number, ageCategoryId: number) {
  return period.prices
    .find((c) => c.placeTypeId === placeTypeId)
    ?.occupants.find((o) => o.ageCategoryId === ageCategoryId);
}

/** The period with this category's price set (or removed when empty) on the place type. */
function withOccupant(
  period: GridPeriod,
  placeTypeId: number,
  ageCategoryId: number,
  change: Partial<OccupantPrice> | null,
): GridPeriod {
  const cell = period.prices.find((c) => c.placeTypeId === placeTypeId) ?? { placeTypeId, occupants: [] };
  const current = cell.occupants.find((o) => o.ageCategoryId === ageCategoryId);
  const others = cell.occupants.filter((o) => o.ageCategoryId !== ageCategoryId);
  const occupants =
    change === null ? others : [...others, { ageCategoryId, mode: 1, cents: null, ...current, ...change }];
  const prices = period.prices.some((c) => c.placeTypeId === placeTypeId)
    ? period.prices.map((c) => (c.placeTypeId === placeTypeId ? { ...c, occupants } : c))
    : [...period.prices, { ...cell, occupants }];
  return { ...period, prices };
}

const SLICE_LABELS = ['1re nuit', '2e nuit', '3e nuit', '4e nuit', '5e nuit', '6e nuit et suivantes'];

function SliceInputs(props: {
  label: string;
  price: OccupantPrice;
  isReadOnly: boolean;
  onChange: (slices: (number | string | null)[]) => void;
}) {
  const slices = props.price.slices ?? [];
  const setSlice = (at: number, cents: number | string | null) => {
    const next = SLICE_LABELS.map((_l, i) => (i === at ? cents : (slices[i] ?? null)));
    while (next.length > 0 && next[next.length - 1] === null) next.pop();
    props.onChange(next);
  };
  return (
    <Space direction="vertical" size={4}>
      {SLICE_LABELS.map((slice, i) => (
        <Space key={slice} size={8}>
          <Typography.Text style={{ display: 'inline-block', width: 150 }}>{slice}</Typography.Text>
          <MoneyInput
            size="small"
            aria-label={`${props.label} ${slice}`}
            disabled={props.isReadOnly}
            value={slices[i] ?? null}
            onChange={(cents) => setSlice(i, cents)}
          />
        </Space>
      ))}
    </Space>
  );
}

export function OccupantPrices({ periods, placeTypes, ageCategories, modes, isReadOnly, errors, onChange }: Props) {
  const [placeTypeId, setPlaceTypeId] = useState(placeTypes[0]?.id ?? 0);
  const modeOf = (ageCategoryId: number) =>
    periods.map((p) => occupantOf(p, placeTypeId, ageCategoryId)?.mode).find((m) => m !== undefined) ?? 1;
  const setMode = (ageCategoryId: number, mode: number) =>
    onChange(
      periods.map((p) =>
        occupantOf(p, placeTypeId, ageCategoryId) ? withOccupant(p, placeTypeId, ageCategoryId, { mode }) : p,
      ),
    );
  const errorAt = (periodIndex: number, ageCategoryId: number) => {
    const prices = periods[periodIndex].prices;
    const j = prices.findIndex((c) => c.placeTypeId === placeTypeId);
    const k = prices[j]?.occupants.findIndex((o) => o.ageCategoryId === ageCategoryId) ?? -1;
    const prefix = `periods.${periodIndex}.prices.${j}.occupants.${k}.`;
    return Object.entries(errors).find(([path]) => path.startsWith(prefix))?.[1];
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        style={{ minWidth: 240 }}
        value={placeTypeId || undefined}
        onChange={setPlaceTypeId}
        options={placeTypes.map((t) => ({ value: t.id, label: t.label }))}
        aria-label="Type d'hébergement des prix par occupant"
      />
      <Table<Choice>
        size="small"
        bordered
        pagination={false}
        rowKey="id"
        dataSource={ageCategories}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'label', title: "Catégorie d'âge", dataIndex: 'label', width: 160 },
          {
            key: 'mode',
            title: 'Mode',
            width: 280,
            render: (_v, c) => (
              <Select
                size="small"
                style={{ width: '100%' }}
                disabled={isReadOnly}
                value={modeOf(c.id)}
                onChange={(mode) => setMode(c.id, mode)}
                options={modes.map((m) => ({ value: m.id, label: m.label }))}
              />
            ),
          },
          ...periods.map((period, i) => ({
            key: `period-${i}`,
            title: period.label || `Période ${i + 1}`,
            width: 120,
            render: (_v: unknown, c: Choice) => {
              const error = errorAt(i, c.id);
              return (
                <>
                  <MoneyInput
                    size="small"
                    aria-label={`${c.label} période ${i + 1}`}
                    disabled={isReadOnly}
                    status={error ? 'error' : undefined}
                    value={occupantOf(period, placeTypeId, c.id)?.cents ?? null}
                    onChange={(cents) =>
                      onChange(
                        periods.map((p, n) =>
                          n === i
                            ? withOccupant(p, placeTypeId, c.id, cents === null ? null : { cents, mode: modeOf(c.id) })
                            : p,
                        ),
                      )
                    }
                  />
                  {modeOf(c.id) === 2 && occupantOf(period, placeTypeId, c.id) && (
                    <Popover
                      trigger="click"
                      title={`${c.label} — ${period.label || `période ${i + 1}`}`}
                      content={
                        <SliceInputs
                          label={`${c.label} période ${i + 1}`}
                          price={occupantOf(period, placeTypeId, c.id) as OccupantPrice}
                          isReadOnly={isReadOnly}
                          onChange={(slices) =>
                            onChange(
                              periods.map((p, n) => (n === i ? withOccupant(p, placeTypeId, c.id, { slices }) : p)),
                            )
                          }
                        />
                      }
                    >
                      <Button size="small" type="link">
                        Tranches
                      </Button>
                    </Popover>
                  )}
                  {error && <Typography.Text type="danger">{error}</Typography.Text>}
                </>
              );
            },
          })),
        ]}
      />
    </Space>
  );
}
