// Taxes: the generic list, and a detail with the tax's fields then its prices per period.
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import { useRight } from '../../shell/rights';
import { TaxPricePeriods } from './TaxPricePeriods';
import { taxUi } from './tax-ui';

export function List() {
  return <EntityListPage ui={taxUi} />;
}

export function Detail() {
  const isReadOnly = !useRight(taxUi.functionality).canWrite;
  return (
    <EntityDetailPage ui={taxUi} idParam="taxId">
      {(item) => <TaxPricePeriods item={item} isReadOnly={isReadOnly} />}
    </EntityDetailPage>
  );
}
