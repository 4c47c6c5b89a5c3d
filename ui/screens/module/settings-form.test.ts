import { describe, expect, it } from 'vitest';
import { checkInSettings } from '../../../service/domains/module/settings-forms';
import { earlyDeparturePreference } from '../../../service/domains/preference/booking-preferences';
import { formFields, toForm, wholeNotBuilt } from './settings-form';

const notBuiltText = (module: string) => `Module pas encore disponible : ${module}`;

describe('settings form model', () => {
  it('a setting of a module not built yet is shown disabled, the module named in its tooltip', () => {
    const fields = formFields(checkInSettings, '', notBuiltText);
    expect(fields.every((f) => f.disabledReason === "Module pas encore disponible : Borne d'arrivée")).toBe(true);
  });

  it('a field of a built module stays editable; a choice of a module not built yet is disabled and says so', () => {
    const fields = formFields(earlyDeparturePreference, '', notBuiltText);
    expect(fields.find((f) => f.name === 'refundFeeCents')?.disabledReason).toBeUndefined();
    const item = toForm(earlyDeparturePreference, earlyDeparturePreference.schema.parse({}), notBuiltText);
    expect(item.availableRefundRule).toEqual([
      { id: 'none', label: 'Aucun remboursement' },
      { id: 'unused_nights', label: 'Remboursement des nuits non consommées' },
      { id: 'rule', label: 'Remboursement selon la règle (part, frais retenus, préavis)' },
      {
        id: 'credit_note',
        label: 'Avoir sur les nuits non consommées (Module pas encore disponible : Factures et avoirs)',
        disabled: true,
      },
    ]);
  });

  it('a setting wholly of a module not built yet names it once for the page; a partly built one does not', () => {
    expect(wholeNotBuilt(checkInSettings)).toBe("Borne d'arrivée");
    expect(wholeNotBuilt(earlyDeparturePreference)).toBeUndefined();
  });
});
