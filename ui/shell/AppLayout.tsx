// The signed-in frame: top menu from user.menus, user menu, then the page.
import { ExportOutlined, TeamOutlined } from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { Button, ConfigProvider, Layout, Menu, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { toMenuItems } from './menu-items';
import { useSession } from './session';
import { UserMenu } from './UserMenu';
import { useMenus } from './useMenus';

export default function AppLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { establishment, group } = useSession();
  const menus = useMenus();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <a
          href="/home"
          onClick={(e) => {
            e.preventDefault();
            void navigate({ to: '/home' });
          }}
          style={{ color: '#fff', fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          {establishment?.shortName || establishment?.corporateName || t('appName')}
        </a>
        {group?.isClientSyncActive && (
          <Tooltip title="Mode groupe">
            <TeamOutlined aria-label="Logo du groupe" style={{ color: '#b7e4c7', fontSize: 18 }} />
          </Tooltip>
        )}
        {/* Narrower entries than antd's: every header fits a 1440-pixel reception screen. */}
        <ConfigProvider theme={{ components: { Menu: { itemPaddingInline: 10 } } }}>
          <Menu
            theme="dark"
            mode="horizontal"
            aria-label="Menu principal"
            selectedKeys={[pathname]}
            items={toMenuItems(menus)}
            onClick={({ key }) => void navigate({ to: key })}
            style={{ flex: 1, minWidth: 0, background: 'transparent' }}
          />
        </ConfigProvider>
        <UserMenu />
        <Tooltip title={t('userMenu.newTab')}>
          <Button
            type="text"
            aria-label={t('userMenu.newTab')}
            icon={<ExportOutlined style={{ color: '#fff' }} />}
            onClick={() => window.open(window.location.href, '_blank', 'noopener')}
          />
        </Tooltip>
      </Layout.Header>
      <Layout.Content style={{ padding: 12 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
