// /price/period/:priceGridPeriodId/grid/:priceGridId/:historyVersion: one period of a grid (its
// label, dates, duration) and its prices per place type, every price the model may read. Saving
// saves the whole grid; the period then has a new id, found again by its position.
import { Card, Col, Form, Input, InputNumber, Row, Spin, Table, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { FormActions } from '../../entity/FormActions';
import { MoneyInput } from '../../entity/MoneyInput';
import { useShortcuts } from '../../entity/useShortcuts';
import { DayInput } from './DayInput';
import {
  type CellPrice,
  type Choice,
  type GridPeriod,
  type PriceField,
  priceFieldLabels,
  useSavedPeriodIds,
} from './grid-data';
import { useGridPart } from './grid-part';
import { emptyPeriod } from './PriceMatrix';

const allFields = Object.keys(priceFieldLabels) as PriceField[];

function withPrice(period: GridPeriod, placeTypeId: number, field: PriceField, value: CellPrice[PriceField]) {
  const has = period.prices.some((c) => c.placeTypeId === placeTypeId);
  return {
    ...period,
    prices: has
      ? period.prices.map((c) => (c.placeTypeId === placeTypeId ? { ...c, [field]: value } : c))
      : [...period.prices, { placeTypeId, occupants: [], [field]: value }],
  };
}

export function PeriodScreen() {
  // After a refused save, the period taken again from the fresh grid with the user's values put back.
  const { params, grid, isReadOnly, shownVersion, save, saveWith, backToGrid, navigate, staleDialog } = useGridPart(
    (resumed) => setPeriod(structuredClone(resumed.periods[index] ?? emptyPeriod())),
  );
  const ids = useSavedPeriodIds(params.gridId, shownVersion);
  const index = params.periodId === 0 ? (grid?.periods.length ?? 0) : (ids?.indexOf(params.periodId) ?? -1);
  const [period, setPeriod] = useState<GridPeriod | null>(null);

  useEffect(() => {
    if (grid && index >= 0) setPeriod(structuredClone(grid.periods[index] ?? emptyPeriod()));
  }, [grid, index]);

  const submit = async () => {
    if (!grid || !period) return;
    const periods = [...grid.periods];
    periods[index] = period;
    const saved = await saveWith({ periods });
    const id = saved?.[index];
    if (id) await navigate({ to: `/price/period/${id}/grid/${grid.id}/0` });
  };
  useShortcuts({ F12: isReadOnly ? undefined : () => void submit(), Escape: backToGrid });

  if (!grid || !period || (params.periodId !== 0 && !ids)) return <Spin />;
  if (index < 0)
    return <Typography.Text type="danger">Période introuvable dans cette version de la grille.</Typography.Text>;
  const error = (name: string) => save.errors[`periods.${index}.${name}`];
  const item = (name: 'label' | 'startDate' | 'endDate' | 'duration', label: string, input: ReactNode) => (
    <Col xs={24} md={6}>
      <Form.Item
        label={label}
        htmlFor={`period-${name}`}
        validateStatus={error(name) ? 'error' : undefined}
        help={error(name)}
      >
        {input}
      </Form.Item>
    </Col>
  );
  const set = (change: Partial<GridPeriod>) => setPeriod({ ...period, ...change });
  return (
    <Card
      size="small"
      title={`${grid.label} — période « ${period.label || 'nouvelle'} »`}
      extra={
        <FormActions
          onValidate={isReadOnly ? undefined : () => void submit()}
          isSaving={save.isSaving}
          onQuit={backToGrid}
        />
      }
    >
      <Form layout="vertical" disabled={isReadOnly}>
        <Row gutter={12}>
          {item(
            'label',
            'Libellé',
            <Input
              id="period-label"
              value={period.label}
              maxLength={80}
              onChange={(e) => set({ label: e.target.value })}
            />,
          )}
          {item(
            'startDate',
            'Début',
            <DayInput id="period-startDate" value={period.startDate} onChange={(startDate) => set({ startDate })} />,
          )}
          {item(
            'endDate',
            'Fin',
            <DayInput id="period-endDate" value={period.endDate} onChange={(endDate) => set({ endDate })} />,
          )}
          {item(
            'duration',
            'Durée (nuits, durée spéciale)',
            <InputNumber
              min={0}
              value={period.duration}
              onChange={(v) => set({ duration: v })}
              style={{ width: '100%' }}
            />,
          )}
        </Row>
      </Form>
      <Table<Choice>
        size="small"
        bordered
        pagination={false}
        rowKey="id"
        dataSource={grid.availablePlaceType ?? []}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'label', title: "Type d'hébergement", dataIndex: 'label', width: 180 },
          ...allFields.map((field) => ({
            key: field,
            title: priceFieldLabels[field],
            width: 110,
            render: (_v: unknown, type: Choice) => {
              const j = period.prices.findIndex((c) => c.placeTypeId === type.id);
              const message = error(`prices.${j}.${field}`);
              return (
                <>
                  <MoneyInput
                    size="small"
                    disabled={isReadOnly}
                    status={message ? 'error' : undefined}
                    value={period.prices[j]?.[field] ?? null}
                    onChange={(v) => setPeriod(withPrice(period, type.id, field, v))}
                  />
                  {message && <Typography.Text type="danger">{message}</Typography.Text>}
                </>
              );
            },
          })),
        ]}
      />
      {staleDialog}
    </Card>
  );
}
