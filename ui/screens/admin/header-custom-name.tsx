// Custom names of the top-menu headers: the generic list (headers named from the edit answer's
// availableHeader) and detail (a header to rename, its new name).
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { headerCustomNameInputSchema } from '../../../service/domains/security/contract';
import type { HeaderCustomNameRow } from '../../../service/domains/security/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import { entityQueries } from '../../entity/queries';
import type { EntityUi } from '../../entity/types';

type HeaderCustomName = HeaderCustomNameRow;
const base = 'security/header-custom-name';

export function headerCustomNameUi(
  t: TFunction<'admin'>,
  headerName: (id: number) => string,
): EntityUi<HeaderCustomName> {
  return {
    name: 'header-custom-name-list',
    base,
    functionality: 'establishment_access_header_custom_name_list',
    title: t('headerName.title'),
    itemTitle: (h) => h.customName,
    listPath: '/admin/header-custom-name-list',
    detailPath: (id) => `/admin/header-custom-name/${id}`,
    columns: [
      { key: 'headerId', title: t('headerName.field.headerId'), sortable: true, render: (h) => headerName(h.headerId) },
      { key: 'customName', title: t('headerName.field.customName'), sortable: true },
    ],
    filters: [{ name: 'customName', label: t('headerName.field.customName'), kind: 'text' }],
    fields: [
      {
        name: 'headerId',
        label: t('headerName.field.headerId'),
        kind: 'select',
        required: true,
        choices: 'availableHeader',
        choiceLabel: 'name',
      },
      { name: 'customName', label: t('headerName.field.customName'), kind: 'text', required: true, maxLength: 60 },
    ],
    schema: headerCustomNameInputSchema,
  };
}

/** The list shows the header's own name: the choice list of a new item's defaults holds them. */
function useHeaderCustomNameUi() {
  const { t } = useTranslation('admin');
  const { data: blank } = useQuery({ ...entityQueries.detail(base, 0), staleTime: 60_000 });
  return useMemo(() => {
    const headers = (blank?.availableHeader ?? []) as { id: number; name: string }[];
    const names = new Map(headers.map((h) => [h.id, h.name]));
    return headerCustomNameUi(t, (id) => names.get(id) ?? String(id));
  }, [t, blank]);
}

export function List() {
  return <EntityListPage ui={useHeaderCustomNameUi()} />;
}

export function Detail() {
  const { t } = useTranslation('admin');
  // The detail's select names the headers itself, from its own edit answer.
  const ui = useMemo(() => headerCustomNameUi(t, String), [t]);
  return <EntityDetailPage ui={ui} idParam="headerCustomNameId" />;
}
