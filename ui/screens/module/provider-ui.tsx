// The module grids of /admin/module/ (insurance, surety, online booking...): the generic list and
// detail of each kind's provider configurations. The accounting grid has no detail route in the
// spec, so its configurations open in a dialog over the grid.
import { Modal } from 'antd';
import { useState } from 'react';
import { type ProviderKind, providerInputSchema } from '../../../service/domains/module/provider-kind';
import { providerKind } from '../../../service/domains/module/provider-kinds';
import { functionalityForPath } from '../../../service/domains/security/functionalities';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';
import { t } from '../../i18n';
import { formFields } from './settings-form';

type ProviderItem = { id: number; label: string; provider: number; isActive: boolean };

function providerUi(k: ProviderKind): EntityUi<ProviderItem> {
  const gridPath = `/admin/module/${k.kind}-grid`;
  const functionality = functionalityForPath(gridPath);
  if (!functionality) throw new Error(`no functionality for ${gridPath}`);
  const providerLabel = (id: number) => k.providers.find((p) => p.id === id)?.label ?? String(id);
  return {
    name: `${k.kind}-grid`,
    base: `module/${k.kind}`,
    functionality: functionality.code,
    title: k.title,
    itemTitle: (i) => i.label,
    listPath: gridPath,
    detailPath: (id) => (k.idParam ? `/admin/module/${k.kind}/${id}` : gridPath),
    columns: [
      { key: 'label', title: t('module:provider.label'), sortable: true },
      {
        key: 'provider',
        title: t('module:provider.provider'),
        sortable: true,
        render: (i) => providerLabel(i.provider),
      },
      { key: 'isActive', title: t('module:provider.active'), format: 'bool', width: 80 },
    ],
    filters: [{ name: 'label', label: t('module:provider.label'), kind: 'text' }],
    fields: [
      { name: 'label', label: t('module:provider.label'), kind: 'text', required: true, maxLength: 80 },
      {
        name: 'provider',
        label: t('module:provider.provider'),
        kind: 'select',
        required: true,
        choices: 'availableProvider',
      },
      { name: 'isActive', label: t('module:provider.active'), kind: 'bool' },
      ...formFields(k, t('module:settings.linesHint'), (module) => t('module:settings.notBuilt', { module })),
    ],
    schema: providerInputSchema(k),
    canActivate: true,
  };
}

export function providerGridScreen(kind: string) {
  const k = providerKind(kind);
  const ui = providerUi(k);
  if (k.idParam) return () => <EntityListPage ui={ui} />;
  return function GridWithDialog() {
    const [editing, setEditing] = useState<number>();
    const close = () => setEditing(undefined);
    return (
      <>
        <EntityListPage ui={ui} onOpen={setEditing} />
        <Modal open={editing !== undefined} onCancel={close} footer={null} width={1000} destroyOnHidden>
          {editing !== undefined && <EntityDetailPage ui={ui} idParam="" id={editing} onQuit={close} />}
        </Modal>
      </>
    );
  };
}

export function providerDetailScreen(kind: string) {
  const k = providerKind(kind);
  const ui = providerUi(k);
  const idParam = k.idParam ?? 'id';
  return () => <EntityDetailPage ui={ui} idParam={idParam} />;
}
