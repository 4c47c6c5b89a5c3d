// The user menu: backup and update (system users), history, e-mail history, remote
// support (when the technician left a tool), documentation (the user guide PDF), logout. Entries
// whose screen is yet to come stay hidden.
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Dropdown, type MenuProps, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, download } from '../api/client';
import i18n, { languages } from '../i18n';
import { hasScreen } from '../router';
import { notify, toast } from './notify';
import { session, useSession } from './session';

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const { data: remoteSupport } = useQuery({
    queryKey: ['support', 'remote'],
    queryFn: () => api<{ isAvailable: boolean }>('support/remote/info'),
    enabled: user !== null,
    staleTime: 5 * 60_000,
  });
  if (!user) return null;

  const logout = async () => {
    await api('logout').catch(() => undefined);
    session.clear();
    toast.loggedOut();
    await navigate({ to: '/login' });
  };

  const backup = () =>
    Modal.confirm({
      title: t('userMenu.backupConfirm'),
      content: t('userMenu.backupWarning'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const done = await api<{ file: string; bytes: number }>('backup');
        session.clear();
        notify(
          'success',
          t('userMenu.backupDone', {
            file: done.file,
            size: (done.bytes / 1e6).toLocaleString('fr-FR', { maximumFractionDigits: 1 }),
          }),
        );
        await navigate({ to: '/login' });
      },
    });

  const items: MenuProps['items'] = [
    ...(user.systeme ? [{ key: 'backup', label: t('userMenu.backup'), onClick: backup }] : []),
    ...(hasScreen('/jet')
      ? [{ key: 'jet', label: t('userMenu.history'), onClick: () => void navigate({ to: '/jet' }) }]
      : []),
    ...(hasScreen('/email-history-list-page/0')
      ? [
          {
            key: 'mails',
            label: t('userMenu.emailHistory'),
            onClick: () => void navigate({ to: '/email-history-list-page/0' }),
          },
        ]
      : []),
    ...(remoteSupport?.isAvailable
      ? [{ key: 'support', label: t('userMenu.remoteSupport'), onClick: () => void download('support/remote') }]
      : []),
    {
      key: 'documentation',
      label: t('userMenu.documentation'),
      onClick: () => void window.open('/rest/document/model/download/documentation/', '_blank', 'noopener'),
    },
    {
      key: 'language',
      label: t('userMenu.language'),
      children: languages.map((lang) => ({
        key: `lang-${lang}`,
        label: `${lang.toUpperCase()}${i18n.language === lang ? ' ✓' : ''}`,
        onClick: () => void i18n.changeLanguage(lang),
      })),
    },
    { type: 'divider' as const },
    { key: 'logout', label: t('userMenu.logout'), onClick: () => void logout() },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button type="text" style={{ color: '#fff' }} aria-label="Menu utilisateur">
        <UserOutlined />
        {user.name}
        {user.admin && ` ${t('userMenu.admin')}`}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
