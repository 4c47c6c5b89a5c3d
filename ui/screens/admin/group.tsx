// Right groups: the generic list, and a detail with the group's name and its rights in the
// rights editor, sent flattened with the group's edit body (which replaces them).
import { Form } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type GroupDto, groupInputSchema, type RightAreaDto } from '../../../service/domains/security/contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';
import { useRight } from '../../shell/rights';
import { RightsEditor } from './RightsEditor';
import { toRightsInput } from './rights-model';

export function groupUi(t: TFunction<'admin'>): EntityUi<GroupDto> {
  return {
    name: 'group-list',
    base: 'security/group',
    functionality: 'establishment_access_group_list',
    title: t('group.title'),
    itemTitle: (g) => g.name,
    listPath: '/admin/group-list',
    detailPath: (id) => `/admin/group/${id}`,
    columns: [
      { key: 'name', title: t('group.field.name'), sortable: true },
      { key: 'userCount', title: t('group.field.userCount'), width: 120 },
    ],
    filters: [{ name: 'name', label: t('group.field.name'), kind: 'text' }],
    fields: [{ name: 'name', label: t('group.field.name'), kind: 'text', required: true, maxLength: 100 }],
    schema: groupInputSchema,
    prepare: (values) => ({ ...values, rights: toRightsInput(values.rights as RightAreaDto[] | undefined) }),
  };
}

function useGroupUi() {
  const { t } = useTranslation('admin');
  return useMemo(() => groupUi(t), [t]);
}

export function List() {
  return <EntityListPage ui={useGroupUi()} />;
}

export function Detail() {
  const { t } = useTranslation('admin');
  const ui = useGroupUi();
  const isReadOnly = !useRight(ui.functionality).canWrite;
  return (
    <EntityDetailPage ui={ui} idParam="groupId">
      {() => (
        <Form.Item name="rights" label={t('group.rights')}>
          <RightsEditor isReadOnly={isReadOnly} />
        </Form.Item>
      )}
    </EntityDetailPage>
  );
}
