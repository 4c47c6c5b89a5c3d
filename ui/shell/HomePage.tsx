// The welcome dashboard: the day's work (business date, arrivals, departures...) and a tile per
// menu area of the user. Leaving asks for confirmation while the page is unlocked; it is
// locked by default and the choice is remembered. Until the site can take a booking, the setup
// checklist comes first.
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useBlocker } from '@tanstack/react-router';
import { Button, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayDashboard } from './dashboard/DayDashboard';
import { SetupChecklist } from './dashboard/SetupChecklist';
import { confirmLeave } from './leave-guard';
import { useSession } from './session';
import { Tiles } from './Tiles';
import { useMenus } from './useMenus';

const lockKey = 'bivouac.home.locked';

export default function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const menus = useMenus();
  const [isLocked, setLocked] = useState(() => localStorage.getItem(lockKey) !== 'false');
  const toggle = () => {
    localStorage.setItem(lockKey, String(!isLocked));
    setLocked(!isLocked);
  };
  useBlocker({ shouldBlockFn: async () => !isLocked && !(await confirmLeave()) });
  return (
    <div>
      <Space align="baseline" style={{ width: '100%', justifyContent: 'space-between' }}>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('home.welcome', { name: user?.name ?? '' })}
          </Typography.Title>
          <Typography.Text type="secondary">{t('home.subtitle')}</Typography.Text>
        </div>
        <Tooltip title={isLocked ? 'Page verrouillée' : 'Page déverrouillée : quitter demandera confirmation'}>
          <Button
            aria-label={isLocked ? 'Déverrouiller la page' : 'Verrouiller la page'}
            icon={isLocked ? <LockOutlined /> : <UnlockOutlined />}
            onClick={toggle}
          />
        </Tooltip>
      </Space>
      <div style={{ marginTop: 12 }}>
        <SetupChecklist />
        <DayDashboard />
      </div>
      <div style={{ marginTop: 16 }}>
        <Tiles groups={menus} />
      </div>
    </div>
  );
}
