// /price/option/:priceGridOptionId/grid/:priceGridId/:historyVersion: one option of a grid: what
// it prices (extra, animal, vehicle), its VAT, price and pricing, included or mandatory, and its
// date splits (a price per period where it differs). The service gives options no lasting id
// (they are rewritten on every save), so :priceGridOptionId is the option's rank in the grid,
// from 1; 0 adds one. Saving saves the whole grid.
import { Card, Checkbox, Col, Form, InputNumber, Row, Select, Spin, Table, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { FormActions } from '../../entity/FormActions';
import { MoneyInput } from '../../entity/MoneyInput';
import { useShortcuts } from '../../entity/useShortcuts';
import { type GridOption, type GridPeriod, gridPlaceTypes } from './grid-data';
import { useGridPart } from './grid-part';
import { optionKindLabels, pricingLabels, useOptionItems } from './option-items';

const blankOption = (): GridOption => ({
  kind: 'extra',
  refId: 0,
  tvaId: 0,
  cents: null,
  pricing: null,
  isIncluded: false,
  includedPlaceTypeIds: [],
  isMandatory: false,
  maxQuantity: null,
  periodCents: [],
});

export function OptionScreen() {
  // After a refused save, the option taken again from the fresh grid with the user's values put back.
  const { params, grid, isReadOnly, save, saveWith, backToGrid, navigate, staleDialog } = useGridPart((resumed) =>
    setOption(structuredClone(resumed.options[index] ?? blankOption())),
  );
  const items = useOptionItems();
  const index = params.optionPosition === 0 ? (grid?.options.length ?? 0) : params.optionPosition - 1;
  const [option, setOption] = useState<GridOption | null>(null);

  useEffect(() => {
    if (grid) setOption(structuredClone(grid.options[index] ?? blankOption()));
  }, [grid, index]);

  const submit = async () => {
    if (!grid || !option) return;
    const options = [...grid.options];
    options[index] = option;
    if ((await saveWith({ options })) && params.optionPosition === 0)
      await navigate({ to: `/price/option/${index + 1}/grid/${grid.id}/0` });
  };
  useShortcuts({ F12: isReadOnly ? undefined : () => void submit(), Escape: backToGrid });

  if (!grid || !option) return <Spin />;
  if (index > grid.options.length)
    return <Typography.Text type="danger">Option introuvable dans cette version de la grille.</Typography.Text>;
  const error = (name: string) => save.errors[`options.${index}.${name}`];
  const set = (change: Partial<GridOption>) => setOption({ ...option, ...change });
  const item = (name: string, label: string, input: ReactNode) => (
    <Col xs={24} md={6}>
      <Form.Item
        label={label}
        htmlFor={`option-${name}`}
        validateStatus={error(name) ? 'error' : undefined}
        help={error(name)}
      >
        {input}
      </Form.Item>
    </Col>
  );
  const splitOf = (period: number) => option.periodCents.find((c) => c.period === period)?.cents ?? null;
  const setSplit = (period: number, cents: number | string | null) =>
    set({
      periodCents: [
        ...option.periodCents.filter((c) => c.period !== period),
        ...(cents === null ? [] : [{ period, cents }]),
      ].sort((a, b) => a.period - b.period),
    });
  return (
    <Card
      size="small"
      title={`${grid.label} — option`}
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
            'kind',
            'Nature',
            <Select
              id="option-kind"
              value={option.kind}
              onChange={(kind) => set({ kind, refId: 0 })}
              options={Object.entries(optionKindLabels).map(([value, label]) => ({ value, label }))}
            />,
          )}
          {item(
            'refId',
            'Élément',
            <Select
              id="option-refId"
              value={option.refId || undefined}
              onChange={(refId) => set({ refId })}
              options={items[option.kind]}
              showSearch
              optionFilterProp="label"
            />,
          )}
          {item(
            'tvaId',
            'Taux de TVA',
            <Select
              id="option-tvaId"
              value={option.tvaId || undefined}
              onChange={(tvaId) => set({ tvaId })}
              options={(grid.availableTva ?? []).map((t) => ({ value: t.id, label: t.label }))}
            />,
          )}
          {item(
            'cents',
            'Prix TTC',
            <MoneyInput id="option-cents" value={option.cents} onChange={(cents) => set({ cents })} />,
          )}
          {item(
            'pricing',
            'Tarification',
            <Select
              id="option-pricing"
              value={option.pricing ?? ''}
              onChange={(pricing: GridOption['pricing'] | '') => set({ pricing: pricing === '' ? null : pricing })}
              options={[
                { value: '', label: 'Celle de la grille' },
                ...Object.entries(pricingLabels).map(([value, label]) => ({ value, label })),
              ]}
            />,
          )}
          {item(
            'maxQuantity',
            'Quantité maximum',
            <InputNumber
              min={1}
              id="option-maxQuantity"
              value={option.maxQuantity}
              onChange={(v) => set({ maxQuantity: v })}
              style={{ width: '100%' }}
            />,
          )}
          {item(
            'isIncluded',
            'Inclus',
            <Checkbox
              id="option-isIncluded"
              checked={option.isIncluded}
              onChange={(e) => set({ isIncluded: e.target.checked, includedPlaceTypeIds: [] })}
            >
              Inclus dans le prix
            </Checkbox>,
          )}
          {item(
            'includedPlaceTypeIds',
            "Inclus pour les types d'emplacement",
            <Select
              id="option-includedPlaceTypeIds"
              mode="multiple"
              allowClear
              disabled={isReadOnly || !option.isIncluded}
              placeholder={option.isIncluded ? 'Tous les types de la grille' : 'Option non incluse'}
              value={option.includedPlaceTypeIds ?? []}
              onChange={(includedPlaceTypeIds: number[]) => set({ includedPlaceTypeIds })}
              options={gridPlaceTypes(grid).map((t) => ({ value: t.id, label: t.label }))}
              optionFilterProp="label"
            />,
          )}
          {item(
            'isMandatory',
            'Obligatoire',
            <Checkbox
              id="option-isMandatory"
              checked={option.isMandatory}
              onChange={(e) => set({ isMandatory: e.target.checked })}
            >
              Toujours facturé
            </Checkbox>,
          )}
        </Row>
      </Form>
      <Typography.Title level={5}>Prix par période (vide : le prix de l'option)</Typography.Title>
      <Table<GridPeriod>
        size="small"
        bordered
        pagination={false}
        rowKey={(_p, i) => String(i)}
        dataSource={grid.periods}
        columns={[
          { key: 'label', title: 'Période', dataIndex: 'label' },
          { key: 'dates', title: 'Dates', render: (_v, p) => `${p.startDate} → ${p.endDate}` },
          {
            key: 'cents',
            title: 'Prix',
            width: 140,
            render: (_v, _p, i) => (
              <MoneyInput size="small" disabled={isReadOnly} value={splitOf(i)} onChange={(v) => setSplit(i, v)} />
            ),
          },
        ]}
      />
      {staleDialog}
    </Card>
  );
}
