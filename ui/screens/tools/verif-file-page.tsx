// /verif-file-page (system users): the last verification recorded, and a new run on demand. Each
// check says what it went over and how many anomalies it found; the anomalies follow with their row.
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Button, Card, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SystemCheckReport } from '../../../service/domains/upkeep/contract';
import { useShortcuts } from '../../entity/useShortcuts';
import { formatDateTime } from '../../format';
import { notify } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { useLastSystemCheck, useRunSystemCheck } from './system-tools.queries';

function CountTag({ count }: { count: number }) {
  const { t } = useTranslation('system-tools');
  return count === 0 ? (
    <Tag color="green">{t('verify.ok')}</Tag>
  ) : (
    <Tag color="red">{t('verify.broken', { count })}</Tag>
  );
}

function Report({ report }: { report: SystemCheckReport }) {
  const { t } = useTranslation('system-tools');
  return (
    <Flex vertical gap={12}>
      <Alert
        type={report.isOk ? 'success' : 'error'}
        showIcon
        title={`${t('verify.lastRun', { date: formatDateTime(report.checkedAt) })} : ${
          report.isOk ? t('verify.ok') : t('verify.broken', { count: report.findings.length })
        }`}
      />
      <Table
        aria-label={t('verify.checks')}
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={report.checks}
        columns={[
          { title: t('verify.check'), dataIndex: 'label' },
          { title: t('verify.checked'), render: (_, c) => `${c.checked} ${c.unit}` },
          { title: t('verify.result'), render: (_, c) => <CountTag count={c.anomalies} /> },
        ]}
      />
      {report.findings.length > 0 && (
        <Table
          aria-label={t('verify.findings')}
          title={() => <Typography.Text strong>{t('verify.findings')}</Typography.Text>}
          size="small"
          rowKey={(f) => `${f.check}-${f.table}-${f.rowId}-${f.message}`}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          dataSource={report.findings}
          columns={[
            { title: t('verify.check'), render: (_, f) => report.checks.find((c) => c.key === f.check)?.label },
            { title: t('verify.table'), dataIndex: 'table' },
            { title: t('verify.row'), dataIndex: 'rowId' },
            { title: t('verify.message'), dataIndex: 'message' },
          ]}
        />
      )}
      <Table
        aria-label={t('verify.chains')}
        title={() => <Typography.Text strong>{t('verify.chains')}</Typography.Text>}
        size="small"
        pagination={false}
        rowKey={(c) => `${c.chain}-${c.table}`}
        dataSource={report.chains}
        columns={[
          { title: t('verify.chain'), dataIndex: 'chain' },
          { title: t('verify.table'), dataIndex: 'table' },
          { title: t('verify.rows'), dataIndex: 'rows', align: 'right' },
          { title: t('verify.result'), render: (_, c) => <CountTag count={c.breaks} /> },
        ]}
      />
    </Flex>
  );
}

export function VerifFilePage() {
  const { t } = useTranslation('system-tools');
  const navigate = useNavigate();
  const canRun = useRight('system_file_verification').canWrite;
  const last = useLastSystemCheck();
  const run = useRunSystemCheck();
  const quit = () => void navigate({ to: '/home' });
  useShortcuts({ Escape: quit });

  const start = async () => {
    const report = await run.mutateAsync();
    const result = report.isOk ? t('verify.ok') : t('verify.broken', { count: report.findings.length });
    notify(report.isOk ? 'success' : 'warning', t('verify.done', { result }));
  };
  const report = last.data?.report;

  return (
    <Card
      size="small"
      title={t('verify.title')}
      loading={last.isPending}
      extra={<Button onClick={quit}>{t('quit')}</Button>}
    >
      <Flex vertical gap={12} style={{ maxWidth: 960 }}>
        <Typography.Paragraph>{t('verify.intro')}</Typography.Paragraph>
        {canRun && (
          <Button
            type="primary"
            icon={<SafetyCertificateOutlined />}
            loading={run.isPending}
            onClick={() => void start().catch(() => undefined)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('verify.run')}
          </Button>
        )}
        {report ? <Report report={report} /> : <Alert type="info" showIcon title={t('verify.never')} />}
      </Flex>
    </Card>
  );
}
