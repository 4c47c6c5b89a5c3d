import { describe, expect, it } from 'vitest';
import { unsavedEdits, withEdits } from './stale-edits';

const opened = {
  id: 4,
  version: 2,
  phone: null,
  lastName: 'Dupont',
  featureIds: [1, 2],
  addressList: [{ town: 'Mimizan', postalCode: '40200' }],
  availableCountry: [{ id: 1 }],
};
const label = (path: (string | number)[]) => ({ label: String(path[path.length - 1]) });

describe('the unsaved edits of a form refused over a newer version', () => {
  it('lists only what the user changed since opening, beside what the record holds now', () => {
    const mine = { ...opened, addressList: [{ town: 'Biscarrosse', postalCode: '40200' }] };
    const fresh = { ...opened, version: 3, phone: '0558090000' };
    expect(unsavedEdits(opened, mine, fresh, label)).toEqual([
      { path: ['addressList', 0, 'town'], label: 'town', mine: 'Biscarrosse', now: 'Mimizan', value: 'Biscarrosse' },
    ]);
  });

  it('a list of ids is one value; the stamps and choice lists are never the user’s', () => {
    const mine = { ...opened, version: 9, featureIds: [2], availableCountry: [] };
    const edits = unsavedEdits(opened, mine, { ...opened, featureIds: [1, 2, 3] }, () => undefined);
    expect(edits).toEqual([{ path: ['featureIds'], label: 'featureIds', mine: '2', now: '1, 2, 3', value: [2] }]);
  });

  it('« Reprendre mes saisies »: the fresh record with the user’s values put back, the rest of the fresh kept', () => {
    const fresh = { ...opened, version: 3, phone: '0558090000' };
    const mine = { ...opened, addressList: [{ town: 'Biscarrosse', postalCode: '40200' }] };
    const resumed = withEdits(fresh, unsavedEdits(opened, mine, fresh, label));
    expect(resumed).toMatchObject({ version: 3, phone: '0558090000', addressList: [{ town: 'Biscarrosse' }] });
    expect(fresh.addressList[0]?.town).toBe('Mimizan');
  });
});
