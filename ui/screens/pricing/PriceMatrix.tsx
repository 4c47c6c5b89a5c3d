// The grid's spreadsheet: one row per period (label, dates), one column per place type and price
// the model reads. Arrow keys and Enter move between cells, Tab follows the row, typing replaces
// the focused cell's euros (MoneyInput); each row copies its prices to the next period.
import { CopyOutlined, DeleteOutlined, PlusOutlined, ZoomInOutlined } from '@ant-design/icons';
import { Button, Input, Space, Table, Tooltip, Typography } from 'antd';
import type { KeyboardEvent } from 'react';
import { MoneyInput } from '../../entity/MoneyInput';
import { DayInput } from './DayInput';
import type { CellPrice, Choice, GridPeriod, PriceField } from './grid-data';
import { priceFieldLabels } from './grid-data';
import type { ErrorsByPath } from './grid-save';

interface Props {
  periods: GridPeriod[];
  placeTypes: Choice[];
  fields: PriceField[];
  isReadOnly: boolean;
  errors: ErrorsByPath;
  onChange: (periods: GridPeriod[]) => void;
  /** The saved period's detail screen, when the row has one. */
  onOpenPeriod?: (index: number) => void;
}

const moves: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  Enter: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** Moves the focus to the neighbouring cell. */
function onCellKey(event: KeyboardEvent<HTMLInputElement>) {
  const input = event.target as HTMLInputElement;
  const at = input.dataset.cell?.split(':').map(Number);
  const move = moves[event.key];
  if (!at || !move) return;
  // Left and right leave the cell when it is wholly selected (just reached) or from its edge.
  const { selectionStart: from, selectionEnd: to, value } = input;
  const isWhole = from === 0 && to === value.length;
  if (event.key === 'ArrowLeft' && !isWhole && !(from === 0 && to === 0)) return;
  if (event.key === 'ArrowRight' && !isWhole && from !== value.length) return;
  const next = input
    .closest('.price-matrix')
    ?.querySelector<HTMLInputElement>(`[data-cell="${at[0] + move[0]}:${at[1] + move[1]}"]`);
  if (!next) return;
  event.preventDefault();
  next.focus();
  next.select();
}

export const emptyPeriod = (): GridPeriod => ({ label: '', startDate: '', endDate: '', duration: null, prices: [] });

function withPrice(period: GridPeriod, placeTypeId: number, field: PriceField, value: CellPrice[PriceField]) {
  const found = period.prices.some((c) => c.placeTypeId === placeTypeId);
  const prices = found
    ? period.prices.map((c) => (c.placeTypeId === placeTypeId ? { ...c, [field]: value } : c))
    : [...period.prices, { placeTypeId, occupants: [], [field]: value }];
  return { ...period, prices };
}

function ErrorText({ text }: { text?: string }) {
  return text ? (
    <Typography.Text type="danger" style={{ fontSize: 12, display: 'block' }}>
      {text}
    </Typography.Text>
  ) : null;
}

export function PriceMatrix({ periods, placeTypes, fields, isReadOnly, errors, onChange, onOpenPeriod }: Props) {
  const update = (index: number, period: GridPeriod) => onChange(periods.map((p, i) => (i === index ? period : p)));
  const copyToNext = (index: number) =>
    update(index + 1, { ...periods[index + 1], prices: structuredClone(periods[index].prices) });
  const error = (index: number, name: string) => errors[`periods.${index}.${name}`];
  const label = (index: number) => (
    <>
      <Input
        size="small"
        aria-label={`Libellé période ${index + 1}`}
        data-cell={`${index}:0`}
        onKeyDown={onCellKey}
        disabled={isReadOnly}
        status={error(index, 'label') ? 'error' : undefined}
        value={periods[index].label}
        onChange={(e) => update(index, { ...periods[index], label: e.target.value })}
      />
      <ErrorText text={error(index, 'label')} />
    </>
  );
  const day = (index: number, name: 'startDate' | 'endDate') => (
    <>
      <DayInput
        size="small"
        aria-label={`${name === 'startDate' ? 'Début' : 'Fin'} période ${index + 1}`}
        disabled={isReadOnly}
        status={error(index, name) ? 'error' : undefined}
        value={periods[index][name]}
        onChange={(value) => update(index, { ...periods[index], [name]: value })}
      />
      <ErrorText text={error(index, name)} />
    </>
  );
  const priceColumns = placeTypes.map((type) => ({
    key: `type-${type.id}`,
    title: type.label,
    children: fields.map((field, f) => {
      const column = 1 + placeTypes.indexOf(type) * fields.length + f;
      return {
        key: `${type.id}-${field}`,
        title: priceFieldLabels[field],
        width: 110,
        render: (_: unknown, __: GridPeriod, index: number) => {
          const position = periods[index].prices.findIndex((c) => c.placeTypeId === type.id);
          const cell = periods[index].prices[position];
          const error = errors[`periods.${index}.prices.${position}.${field}`];
          return (
            <>
              <MoneyInput
                size="small"
                aria-label={`${type.label} ${priceFieldLabels[field]} ${index + 1}`}
                data-cell={`${index}:${column}`}
                onKeyDown={onCellKey}
                disabled={isReadOnly}
                status={error ? 'error' : undefined}
                value={cell?.[field] ?? null}
                onFocus={(e) => e.target.select()}
                onChange={(value) => update(index, withPrice(periods[index], type.id, field, value))}
              />
              <ErrorText text={error} />
            </>
          );
        },
      };
    }),
  }));
  const actions = {
    key: 'actions',
    width: 110,
    render: (_: unknown, __: GridPeriod, index: number) => (
      <Space size={0}>
        {onOpenPeriod && (
          <Tooltip title="Détail de la période">
            <Button
              size="small"
              type="text"
              aria-label={`Détail de la période ${index + 1}`}
              icon={<ZoomInOutlined />}
              onClick={() => onOpenPeriod(index)}
            />
          </Tooltip>
        )}
        {!isReadOnly && index < periods.length - 1 && (
          <Tooltip title="Copier ces prix sur la période suivante">
            <Button
              size="small"
              type="text"
              aria-label={`Copier la période ${index + 1}`}
              icon={<CopyOutlined />}
              onClick={() => copyToNext(index)}
            />
          </Tooltip>
        )}
        {!isReadOnly && (
          <Tooltip title="Supprimer la période">
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              onClick={() => onChange(periods.filter((_p, i) => i !== index))}
            />
          </Tooltip>
        )}
      </Space>
    ),
  };
  return (
    <div>
      <Table<GridPeriod>
        className="price-matrix"
        size="small"
        bordered
        pagination={false}
        rowKey={(_p, i) => String(i)}
        dataSource={periods}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'label', title: 'Période', width: 160, render: (_v, _p, i) => label(i) },
          { key: 'start', title: 'Début', width: 140, render: (_v, _p, i) => day(i, 'startDate') },
          { key: 'end', title: 'Fin', width: 140, render: (_v, _p, i) => day(i, 'endDate') },
          ...priceColumns,
          actions,
        ]}
      />
      <ErrorText text={errors.periods} />
      {!isReadOnly && (
        <Button
          size="small"
          icon={<PlusOutlined />}
          style={{ marginTop: 8 }}
          onClick={() => onChange([...periods, emptyPeriod()])}
        >
          Ajouter une période
        </Button>
      )}
    </div>
  );
}
