// The occupants of the chosen occupancy: civility, names, birth date (or the age when it is not
// known), age category (priced; derived by the server from the age on arrival when either is
// given), nationality (the police form) and a tourist-tax exemption other than age.
import { InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { TAX_EXEMPTION_REASONS } from '../../../../service/domains/pricing/quote-contract';
import { ChoiceCell, DayCell, TextCell } from './CellInputs';
import { newOccupant, type Occupant, occupancyList, shownAgeCategory } from './occupancy-edit';
import { RowsTable } from './RowsTable';
import type { OccupancyTabProps } from './tab-props';

const exemptionLabels: Record<(typeof TAX_EXEMPTION_REASONS)[number], string> = {
  seasonalWorker: 'Saisonnier',
  emergencyHousing: "Hébergement d'urgence",
  other: 'Autre',
};

interface Props extends OccupancyTabProps {
  /** The occupants as the server last answered them, with their derived categories. */
  served: readonly Occupant[];
}

export function OccupantsTab({ body, change, choices, isReadOnly, occupancyIndex, served }: Props) {
  const { t } = useTranslation('booking-new');
  const { rows, replace } = occupancyList(body, occupancyIndex, 'occupants');
  const n = (i: number) => ` ${i + 1}`;
  const ageCategory = choices.ageCategories[0]?.value;
  return (
    <RowsTable<Occupant>
      rows={rows}
      onChange={(next) => change(replace(next))}
      addLabel="Ajouter un occupant"
      isReadOnly={isReadOnly}
      newRow={ageCategory ? () => newOccupant(ageCategory) : null}
      missingSetup="Aucune catégorie d'âge n'est paramétrée."
      columns={[
        {
          title: 'Civilité',
          width: 110,
          render: (o, set, i) => (
            <ChoiceCell
              label={`Civilité${n(i)}`}
              value={o.civilityId}
              choices={choices.civilities}
              disabled={isReadOnly}
              onChange={(v) => set({ ...o, civilityId: v })}
            />
          ),
        },
        {
          title: 'Nom',
          render: (o, set, i) => (
            <TextCell
              label={`Nom${n(i)}`}
              maxLength={80}
              value={o.lastName}
              disabled={isReadOnly}
              onChange={(v) => set({ ...o, lastName: v })}
            />
          ),
        },
        {
          title: 'Prénom',
          render: (o, set, i) => (
            <TextCell
              label={`Prénom${n(i)}`}
              maxLength={80}
              value={o.firstName}
              disabled={isReadOnly}
              onChange={(v) => set({ ...o, firstName: v })}
            />
          ),
        },
        {
          title: 'Naissance',
          width: 130,
          render: (o, set, i) => (
            <DayCell
              label={`Naissance${n(i)}`}
              value={o.birthDate}
              disabled={isReadOnly}
              onChange={(v) => set({ ...o, birthDate: v })}
            />
          ),
        },
        {
          title: t('occupant.age'),
          width: 70,
          render: (o, set, i) => (
            <InputNumber
              size="small"
              aria-label={t('occupant.ageLabel', { n: i + 1 })}
              min={0}
              max={120}
              style={{ width: '100%' }}
              // The birth date gives the age on arrival: the age is typed only without it.
              disabled={isReadOnly || o.birthDate !== null}
              value={o.age}
              onChange={(v) => set({ ...o, age: typeof v === 'number' && Number.isInteger(v) ? v : null })}
            />
          ),
        },
        {
          title: "Catégorie d'âge",
          width: 150,
          render: (o, set, i) => (
            <span title={o.birthDate !== null || o.age !== null ? t('occupant.derived') : undefined}>
              <ChoiceCell
                label={`Catégorie d'âge${n(i)}`}
                value={shownAgeCategory(o, served[i])}
                choices={choices.ageCategories}
                disabled={isReadOnly || o.birthDate !== null || o.age !== null}
                onChange={(v) => v && set({ ...o, ageCategoryId: v })}
              />
            </span>
          ),
        },
        {
          title: 'Nationalité',
          width: 150,
          render: (o, set, i) => (
            <ChoiceCell
              label={`Nationalité${n(i)}`}
              value={o.nationalityId}
              choices={choices.nationalities}
              disabled={isReadOnly}
              onChange={(v) => set({ ...o, nationalityId: v })}
            />
          ),
        },
        {
          title: 'Exonération taxe',
          width: 150,
          render: (o, set, i) => (
            <Select
              size="small"
              aria-label={`Exonération${n(i)}`}
              allowClear
              style={{ width: '100%' }}
              disabled={isReadOnly}
              value={o.taxExemption ?? undefined}
              options={TAX_EXEMPTION_REASONS.map((r) => ({ value: r, label: exemptionLabels[r] }))}
              onChange={(v: Occupant['taxExemption'] | undefined) => set({ ...o, taxExemption: v ?? null })}
            />
          ),
        },
      ]}
    />
  );
}
