// Partners: the generic list, and a detail in three tabs (identity, commission, allotment) at
// /partner/:page/:partnerId, validated by the service's partnerInputSchema before sending.
import { useNavigate, useParams } from '@tanstack/react-router';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { FieldErrors } from '../../entity/form-errors';
import { useRight } from '../../shell/rights';
import { PartnerTabs } from './PartnerTabs';
import { asPartnerPage, pageOfField, partnerPath, partnerUi } from './partner-ui';

export function List() {
  return <EntityListPage ui={partnerUi} />;
}

export function Detail() {
  const navigate = useNavigate();
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const isReadOnly = !useRight(partnerUi.functionality).canWrite;
  // Errors on the open tab are in sight; otherwise open the tab of the first one.
  const reveal = (errors: FieldErrors) => {
    const page = asPartnerPage(params.page);
    const pages = errors.map((e) => pageOfField(e.name));
    const first = pages[0];
    if (first && !pages.includes(page)) void navigate({ to: partnerPath(first, params.partnerId ?? 0) });
  };
  return (
    <EntityDetailPage ui={partnerUi} idParam="partnerId" onFieldErrors={reveal}>
      {(item) => <PartnerTabs item={item} isReadOnly={isReadOnly} />}
    </EntityDetailPage>
  );
}
