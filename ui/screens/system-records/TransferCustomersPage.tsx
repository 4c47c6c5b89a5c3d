// /transfer-customers: every customer exported to one CSV file for another system, read in packets
// with a progress bar; the button shows only with the export right.
import { ExportOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Button, Card, Flex, Progress, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShortcuts } from '../../entity/useShortcuts';
import { parisToday } from '../../format';
import { useRight } from '../../shell/rights';
import { readTransfer, saveText, transferFileName } from './transfer-file';

const count = (n: number) => n.toLocaleString('fr-FR');

interface Progression {
  done: number;
  total: number;
  file?: string;
}

export function TransferCustomersPage() {
  const { t } = useTranslation('records');
  const navigate = useNavigate();
  const { canExport } = useRight('system_transfer_customers');
  const [progression, setProgression] = useState<Progression | null>(null);
  const [isRunning, setRunning] = useState(false);
  const quit = () => void navigate({ to: '/home' });
  useShortcuts({ Escape: quit });

  const start = async () => {
    setRunning(true);
    setProgression({ done: 0, total: 0 });
    try {
      const csv = await readTransfer((done, total) => setProgression({ done, total }));
      const file = transferFileName(parisToday(new Date()));
      saveText(csv, file);
      setProgression((p) => p && { ...p, file });
    } catch {
      // The central handler has shown the service's message; the bar stays where it stopped.
    } finally {
      setRunning(false);
    }
  };

  const percent = progression?.total ? Math.round((progression.done / progression.total) * 100) : 0;
  return (
    <Card
      size="small"
      title={t('transfer.title')}
      extra={
        <Flex gap={8}>
          {canExport && (
            <Button type="primary" icon={<ExportOutlined />} loading={isRunning} onClick={() => void start()}>
              {t('transfer.start')}
            </Button>
          )}
          <Button onClick={quit}>{t('quit')}</Button>
        </Flex>
      }
    >
      <Flex vertical gap={8} style={{ maxWidth: 720 }}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('transfer.intro')}</Typography.Paragraph>
        {!canExport && <Alert type="info" showIcon title={t('transfer.noRight')} />}
        {progression && (
          <>
            <Progress percent={progression.file ? 100 : percent} aria-label={t('transfer.title')} />
            <Typography.Text type="secondary">
              {t('transfer.progress', { done: count(progression.done), total: count(progression.total) })}
            </Typography.Text>
          </>
        )}
        {progression?.file && (
          <Alert
            type="success"
            showIcon
            title={t('transfer.done', { count: count(progression.done), file: progression.file })}
          />
        )}
      </Flex>
    </Card>
  );
}
