// /init-demo (system users): installs the demo site "Camping des Pins" after a confirmation.
// Refused by the service on a database with real data unless "force" is ticked; run again without
// it, it only says the demo is already there.
import { ExperimentOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Button, Card, Checkbox, Descriptions, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InitDemoResult } from '../../../service/domains/demo/contract';
import { useShortcuts } from '../../entity/useShortcuts';
import { notify } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { useInitDemo } from './init-demo.queries';

const contents = ['site', 'plan', 'prices', 'reference', 'partners', 'customers'] as const;

function summary(result: InitDemoResult): string {
  return result.counts.map((c) => `${c.label} : ${c.count}`).join(', ');
}

export function InitDemoPage() {
  const { t } = useTranslation('tools');
  const navigate = useNavigate();
  const canRun = useRight('system_init_demo').canWrite;
  const [isForced, setForced] = useState(false);
  const [result, setResult] = useState<InitDemoResult>();
  const initDemo = useInitDemo();

  const install = async () => {
    const answer = await initDemo.mutateAsync({ force: isForced });
    setResult(answer);
    if (answer.status === 'INSTALLED') notify('success', t('initDemo.installed', { summary: summary(answer) }));
    else notify('info', t('initDemo.alreadyInstalled'));
  };
  const confirm = () =>
    Modal.confirm({
      title: t('initDemo.confirmTitle'),
      content: isForced ? t('initDemo.confirmForced') : t('initDemo.confirm'),
      okText: t('initDemo.run'),
      cancelText: t('initDemo.cancel'),
      // A refusal (real data) is shown by the central error handler; the dialog just closes.
      onOk: () => install().catch(() => undefined),
    });
  const quit = () => void navigate({ to: '/home' });
  useShortcuts({ Escape: quit });

  return (
    <Card size="small" title={t('initDemo.title')} extra={<Button onClick={quit}>{t('initDemo.quit')}</Button>}>
      <Flex vertical gap={12} style={{ maxWidth: 760 }}>
        <Typography.Paragraph>{t('initDemo.intro')}</Typography.Paragraph>
        <ul>
          {contents.map((key) => (
            <li key={key}>{t(`initDemo.contents.${key}`)}</li>
          ))}
        </ul>
        <Alert type="warning" showIcon title={t('initDemo.warning')} />
        <Checkbox checked={isForced} disabled={!canRun} onChange={(e) => setForced(e.target.checked)}>
          {t('initDemo.force')}
        </Checkbox>
        <Button
          type="primary"
          icon={<ExperimentOutlined />}
          disabled={!canRun}
          loading={initDemo.isPending}
          onClick={confirm}
        >
          {t('initDemo.run')}
        </Button>
        {result && (
          <Descriptions
            size="small"
            bordered
            column={1}
            title={result.status === 'INSTALLED' ? t('initDemo.resultTitle') : t('initDemo.alreadyInstalled')}
            items={result.counts.map((c) => ({ key: c.key, label: c.label, children: c.count }))}
          />
        )}
      </Flex>
    </Card>
  );
}
