// /admin/module/access-control-grid: the access-control configurations (the settings the box
// decides with), then the devices that ask it and the log of its decisions, a tab each; the open
// tab is in the URL so a reload keeps it.
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { providerGridScreen } from '../module/provider-ui';
import { AccessLogTab } from './AccessLogTab';
import { DevicesTab } from './DevicesTab';

const Configurations = providerGridScreen('access-control');

export default function AccessControlGridPage() {
  const { t } = useTranslation('access');
  const navigate = useNavigate();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const tab = search.tab === 'log' ? 'log' : 'devices';
  return (
    <>
      <Configurations />
      <Card size="small" title={t('title')} style={{ marginTop: 12 }}>
        <Tabs
          size="small"
          activeKey={tab}
          onChange={(key) => void navigate({ to: '/admin/module/access-control-grid', search: { tab: key } })}
          items={[
            { key: 'devices', label: t('tabs.devices'), children: <DevicesTab /> },
            { key: 'log', label: t('tabs.log'), children: <AccessLogTab /> },
          ]}
        />
      </Card>
    </>
  );
}
