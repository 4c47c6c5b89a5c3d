// /price/grid/:priceGridId/:priceGridModeleId/:placeTypeId/:historyVersion: a price grid's fields,
// its matrix periods × place types (only `placeTypeId`'s column unless 0), occupant prices and
// options in tabs, and the price simulator in a drawer. `priceGridModeleId` is the grid a new
// one copies (0: none); a `historyVersion` other than the current shows that saved version
// read-only, with the list of versions to switch. F12 saves the whole grid. Another active grid of
// the same partners pricing a place type on the same nights is shown as a warning above the form.
import { CalculatorOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Button, Card, Drawer, Form, Row, Select, Space, Spin, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { MIN_NIGHTS_OPERATORS, PRICINGS } from '../../../service/domains/pricing/grid-contract';
import { DenseForm } from '../../entity/DenseForm';
import { FieldItem } from '../../entity/EntityFields';
import { FormActions } from '../../entity/FormActions';
import { toFieldPath } from '../../entity/form-errors';
import type { FieldDef } from '../../entity/types';
import { useFormLeaveGuard } from '../../entity/useFormLeaveGuard';
import { useShortcuts } from '../../entity/useShortcuts';
import { formFieldNamer } from '../../entity/useStaleVersion';
import { useCreationRefused, useRight } from '../../shell/rights';
import { GridOptions } from './GridOptions';
import {
  type GridForm,
  type GridOption,
  type GridPeriod,
  gridPath,
  gridPlaceTypes,
  priceFields,
  useGrid,
  useGridParams,
  useSavedPeriodIds,
} from './grid-data';
import { useSaveGrid } from './grid-save';
import { OccupantPrices } from './OccupantPrices';
import { pricingLabels } from './option-items';
import { PriceMatrix } from './PriceMatrix';
import { PriceSimulator } from './PriceSimulator';
import { useFillFromExtras } from './useFillFromExtras';
import { gridNamer, useGridStale } from './useGridStale';

const weekdayLabels = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
const operatorLabels: Record<(typeof MIN_NIGHTS_OPERATORS)[number], string> = {
  atLeast: 'Au moins',
  exactly: 'Exactement',
  multipleOf: 'Multiple de',
};

/** Choice lists the edit answer does not carry: fixed lists (the partners come with the grid). */
const fixedChoices = {
  availableOptionPricing: PRICINGS.map((id) => ({ id, label: pricingLabels[id] })),
  availableWeekday: weekdayLabels.map((label, i) => ({ id: i + 1, label })),
  availableMinNightsOperator: MIN_NIGHTS_OPERATORS.map((id) => ({ id, label: operatorLabels[id] })),
};

const headerFields: FieldDef[] = [
  { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 80 },
  { name: 'priceModel', label: 'Modèle de prix', kind: 'select', required: true, choices: 'availablePriceModel' },
  { name: 'optionPricing', label: 'Tarification des options', kind: 'select', choices: 'availableOptionPricing' },
  { name: 'bookingFeeCents', label: 'Frais de dossier', kind: 'money' },
  {
    name: 'arrivalWeekdays',
    label: "Jours d'arrivée",
    kind: 'multiselect',
    choices: 'availableWeekday',
    hint: 'Vide : tous',
  },
  {
    name: 'departureWeekdays',
    label: 'Jours de départ',
    kind: 'multiselect',
    choices: 'availableWeekday',
    hint: 'Vide : tous',
  },
  { name: 'specialWeekdays', label: 'Nuits spéciales', kind: 'multiselect', choices: 'availableWeekday' },
  { name: 'firstNightsCount', label: 'Premières nuits (nombre)', kind: 'integer', min: 0 },
  ...[1, 2, 3, 4].map((week) => ({
    name: ['weekDiscountsBp', week - 1],
    label: `Remise semaine ${week} (%)`,
    kind: 'percent' as const,
  })),
  { name: 'includedPersons', label: 'Personnes incluses', kind: 'integer', min: 0 },
  { name: 'minPersons', label: 'Personnes min.', kind: 'integer', min: 0 },
  { name: 'maxPersons', label: 'Personnes max.', kind: 'integer', min: 0 },
  { name: ['minNights', 'operator'], label: 'Nuits minimum', kind: 'select', choices: 'availableMinNightsOperator' },
  { name: ['minNights', 'value'], label: 'Nombre de nuits', kind: 'integer', min: 0 },
  { name: 'order', label: 'Ordre', kind: 'integer' },
  { name: 'isActive', label: 'Actif', kind: 'bool' },
  {
    name: 'partnerIds',
    label: 'Partenaires',
    kind: 'multiselect',
    choices: 'availablePartner',
    span: 2,
    hint: 'Vide : grille publique',
  },
];

export function GridScreen() {
  const navigate = useNavigate();
  const { gridId, modelId, placeTypeId, historyVersion } = useGridParams();
  const { grid, isPast } = useGrid(gridId, historyVersion, modelId);
  const right = useRight('extra_pricing_price_grid_list');
  const isReadOnly = isPast || !right.canWrite;
  useCreationRefused('extra_pricing_price_grid_list', gridId === 0, '/price/grid-list');
  const [form] = Form.useForm();
  // Leaving with unsaved changes (of the fields or of the price tables) asks first.
  const guard = useFormLeaveGuard();
  const [periods, setPeriods] = useState<GridPeriod[]>([]);
  const [options, setOptions] = useState<GridOption[]>([]);
  const [tab, setTab] = useState('prices');
  const [isSimulating, setSimulating] = useState(false);
  const priceModel = Form.useWatch('priceModel', form) ?? grid?.priceModel;
  const firstNightsCount = Form.useWatch('firstNightsCount', form);
  const specialWeekdays = Form.useWatch('specialWeekdays', form);
  // Refusals of the grid's own fields go to the form; the tab holding the others opens.
  const save = useSaveGrid(
    (errors) => {
      const paths = Object.keys(errors);
      const header = paths.filter((path) => !/^(periods|options)\b/.test(path));
      form.setFields(header.map((path) => ({ name: toFieldPath(path), errors: [errors[path]] })));
      if (paths.some((p) => p.startsWith('options.'))) setTab('options');
      else if (paths.some((p) => /^periods\.\d+\.prices\.\d+\.occupants/.test(p))) setTab('occupants');
      else if (paths.some((p) => p.startsWith('periods'))) setTab('prices');
    },
    (error, mine) => grid !== undefined && stale.catchStale(error, grid, mine),
  );
  const periodIds = useSavedPeriodIds(gridId, grid?.historyVersion ?? 0);
  // After a refused save: the fresh grid, then (« Reprendre mes saisies ») the user's values over it.
  const stale = useGridStale(gridId, formFieldNamer(headerFields, grid ?? {}, gridNamer(grid)), (resumed) => {
    form.setFieldsValue(resumed);
    setPeriods(resumed.periods);
    setOptions(resumed.options);
    guard.markEdited();
  });
  const fillFromExtras = useFillFromExtras(gridId, guard.mayClose);

  useEffect(() => {
    if (!grid) return;
    form.resetFields();
    form.setFieldsValue(grid);
    setPeriods(structuredClone(grid.periods));
    setOptions(structuredClone(grid.options));
    guard.markSaved();
  }, [form, grid, guard]);

  /** The new periods; the refusals of the rows just edited go, as a form field's do. */
  const editPeriods = (next: GridPeriod[]) => {
    const isEdited = (path: string) => {
      const row = /^periods\.(\d+)\./.exec(path)?.[1];
      return row !== undefined && next[Number(row)] !== periods[Number(row)];
    };
    save.setErrors(Object.fromEntries(Object.entries(save.errors).filter(([path]) => !isEdited(path))));
    guard.markEdited();
    setPeriods(next);
  };
  const quit = () => void navigate({ to: '/price/grid-list' });
  const submit = async () => {
    if (!grid) return;
    const values = { ...grid, ...form.getFieldsValue(true), id: grid.id, periods, options } as GridForm;
    const id = await save.submit(values);
    if (id !== null) guard.markSaved();
    if (id !== null) await navigate({ to: gridPath(id, 0, 0, placeTypeId) });
  };
  useShortcuts({ F12: isReadOnly ? undefined : () => void submit(), Escape: quit });

  if (!grid) return <Spin />;
  const item = { ...grid, ...fixedChoices };
  const allTypes = grid.availablePlaceType ?? [];
  const placeTypes = placeTypeId ? allTypes.filter((t) => t.id === placeTypeId) : allTypes;
  const fields = priceFields(Number(priceModel), { firstNightsCount, specialWeekdays });
  const versions = grid.versions ?? [];
  const shownVersion = isPast ? historyVersion : grid.historyVersion;
  const isSaved = grid.id > 0 && !isPast;
  const openPeriod = (index: number) => {
    const id = periodIds?.[index];
    if (id) void navigate({ to: `/price/period/${id}/grid/${grid.id}/0` });
  };
  const heading = grid.id === 0 ? 'Grille tarifaire — nouvelle' : `Grille tarifaire — ${grid.label}`;
  return (
    <Card
      size="small"
      title={heading}
      extra={
        <FormActions onValidate={isReadOnly ? undefined : () => void submit()} isSaving={save.isSaving} onQuit={quit}>
          {versions.length > 0 && (
            <Select
              aria-label="Version"
              style={{ width: 200 }}
              value={shownVersion}
              onChange={(v) =>
                void navigate({ to: gridPath(grid.id, v === grid.historyVersion ? 0 : v, 0, placeTypeId) })
              }
              options={versions.map((v) => ({
                value: v,
                label: v === grid.historyVersion ? `Version ${v} (courante)` : `Version ${v}`,
              }))}
            />
          )}
          <Button icon={<CalculatorOutlined />} onClick={() => setSimulating(true)}>
            Simulateur
          </Button>
        </FormActions>
      }
    >
      {isPast && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={`Version ${historyVersion} enregistrée, en lecture seule (version courante : ${grid.historyVersion}).`}
        />
      )}
      {(grid.overlapWarnings ?? []).map((warning) => (
        <Alert
          key={warning}
          className="grid-overlap"
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={warning}
        />
      ))}
      <DenseForm form={form} isReadOnly={isReadOnly} onSubmit={() => void submit()} leaveGuard={guard}>
        <Row gutter={12}>
          {headerFields.map((field) => (
            <FieldItem
              key={String(field.name)}
              field={field}
              item={item}
              isReadOnly={isReadOnly}
              md={field.span === 2 ? 12 : 6}
            />
          ))}
        </Row>
      </DenseForm>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'prices',
            label: 'Prix par période',
            children: (
              <PriceMatrix
                periods={periods}
                placeTypes={placeTypes}
                fields={fields}
                isReadOnly={isReadOnly}
                errors={save.errors}
                onChange={editPeriods}
                onOpenPeriod={isSaved && periodIds ? openPeriod : undefined}
              />
            ),
          },
          {
            key: 'occupants',
            label: 'Prix par occupant',
            children: (
              <OccupantPrices
                periods={periods}
                placeTypes={placeTypes}
                ageCategories={grid.availableAgeCategory ?? []}
                modes={grid.availableOccupantPriceMode ?? []}
                isReadOnly={isReadOnly}
                errors={save.errors}
                onChange={editPeriods}
              />
            ),
          },
          {
            key: 'options',
            label: `Options (${options.length})`,
            children: (
              <GridOptions
                options={options}
                placeTypes={gridPlaceTypes(grid)}
                isReadOnly={isReadOnly}
                errors={save.errors}
                onOpen={
                  isSaved
                    ? (position) => void navigate({ to: `/price/option/${position}/grid/${grid.id}/0` })
                    : undefined
                }
                onFill={isSaved ? () => void fillFromExtras.fill() : undefined}
                isFilling={fillFromExtras.isFilling}
              />
            ),
          },
        ]}
      />
      <Drawer title="Simulateur de prix" width={560} open={isSimulating} onClose={() => setSimulating(false)}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <PriceSimulator
            gridId={grid.id || undefined}
            historyVersion={isPast ? historyVersion : undefined}
            placeTypes={placeTypes}
            ageCategories={grid.availableAgeCategory ?? []}
            extras={grid.availableExtra ?? []}
            partners={grid.availablePartner ?? []}
          />
        </Space>
      </Drawer>
      {stale.dialog}
    </Card>
  );
}
