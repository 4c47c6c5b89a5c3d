// /jet « Historique » (functionality system_history): the technical events journal and the
// scheduled jobs, one tab each; the open tab is in the URL so a reload keeps it.
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Button, Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShortcuts } from '../../entity/useShortcuts';
import { JobsTab } from './JobsTab';
import { JournalTab } from './JournalTab';

type Tab = 'journal' | 'jobs';

export function JetPage() {
  const { t } = useTranslation('jet');
  const navigate = useNavigate();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const tab: Tab = search.tab === 'jobs' ? 'jobs' : 'journal';
  const quit = () => void navigate({ to: '/home' });
  useShortcuts({ Escape: quit });
  return (
    <Card size="small" title={t('title')} extra={<Button onClick={quit}>{t('quit')}</Button>}>
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => void navigate({ to: '/jet', search: { tab: key } })}
        items={[
          { key: 'journal', label: t('tabs.journal'), children: <JournalTab /> },
          { key: 'jobs', label: t('tabs.jobs'), children: <JobsTab /> },
        ]}
      />
    </Card>
  );
}
