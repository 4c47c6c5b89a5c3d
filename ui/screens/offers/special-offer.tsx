// Special offers: the generic list, and the wizard as the detail (/special-offer/:specialOfferId).
import { EntityListPage } from '../../entity/EntityListPage';
import { OfferWizard } from './OfferWizard';
import { offerUi } from './offer-ui';

export function List() {
  return <EntityListPage ui={offerUi} />;
}

export function Detail() {
  return <OfferWizard />;
}
