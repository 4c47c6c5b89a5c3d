// Users: the generic list, and a detail at /admin/user/:page/:userId whose `page` is the open tab:
// identity (the generic detail form) or rights (the rights editor, saved on its own).
import { useNavigate, useParams } from '@tanstack/react-router';
import { Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import { useRight } from '../../shell/rights';
import { UserIdentityFields } from './UserIdentityFields';
import { UserRightsPanel } from './UserRightsPanel';
import { asUserTab, userFields, userPath, userUi } from './user-ui';

function useUserUi() {
  const { t } = useTranslation('admin');
  return useMemo(() => userUi(t), [t]);
}

export function List() {
  return <EntityListPage ui={useUserUi()} />;
}

export function Detail() {
  const { t } = useTranslation('admin');
  const ui = useUserUi();
  const fields = useMemo(() => userFields(t), [t]);
  const navigate = useNavigate();
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const userId = Number(params.userId ?? 0);
  const isReadOnly = !useRight(ui.functionality).canWrite;
  // A new user has no rights to edit until saved.
  const tab = userId === 0 ? 'identity' : asUserTab(params.page);
  return (
    <Tabs
      size="small"
      activeKey={tab}
      destroyOnHidden
      tabBarStyle={{ marginBottom: 8 }}
      onChange={(key) => void navigate({ to: userPath(asUserTab(key), userId) })}
      items={[
        {
          key: 'identity',
          label: t('user.tab.identity'),
          children: (
            <EntityDetailPage ui={ui} idParam="userId">
              {(item) => <UserIdentityFields fields={fields} item={item} isReadOnly={isReadOnly} />}
            </EntityDetailPage>
          ),
        },
        {
          key: 'rights',
          label: t('user.tab.rights'),
          disabled: userId === 0,
          children: <UserRightsPanel userId={userId} />,
        },
      ]}
    />
  );
}
