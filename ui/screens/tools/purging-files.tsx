// /purging-files: a dry run first (« Simuler »: counts, sizes and the first items of each target),
// then the purge itself after a confirmation (delete right). The e-mails sent or failed go by one of
// the spec's two modes: their attachments only, or the attachments and the history.
import { DeleteOutlined, ExperimentOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Button, Card, Checkbox, DatePicker, Flex, Form, Modal, Radio, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAIL_PURGE_MODES,
  type PurgeReport,
  type PurgeRequest,
  type PurgeTarget,
} from '../../../service/domains/upkeep/contract';
import { useShortcuts } from '../../entity/useShortcuts';
import { formatDate } from '../../format';
import { notify } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { usePurge } from './system-tools.queries';

const targets: PurgeTarget[] = ['gridHistory', 'orphanFiles', 'backups'];

function formatSize(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} o`;
  const units = ['Ko', 'Mo', 'Go'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} ${units[unit]}`;
}

function ReportTable({ report }: { report: PurgeReport }) {
  const { t } = useTranslation('system-tools');
  const title = report.isApplied ? t('purge.appliedTitle') : t('purge.planTitle');
  return (
    <Table
      aria-label={title}
      title={() => (
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      )}
      size="small"
      pagination={false}
      rowKey="target"
      dataSource={report.lines}
      columns={[
        { title: t('purge.target'), dataIndex: 'label' },
        { title: t('purge.count'), dataIndex: 'count', align: 'right' },
        { title: t('purge.size'), align: 'right', render: (_, l) => formatSize(l.bytes) },
        {
          title: t('purge.sample'),
          render: (_, l) =>
            l.items.length === 0 ? (
              <Typography.Text type="secondary">{t('purge.none')}</Typography.Text>
            ) : (
              <Typography.Text style={{ whiteSpace: 'pre-line' }}>{l.items.slice(0, 10).join('\n')}</Typography.Text>
            ),
        },
      ]}
    />
  );
}

export function PurgingFilesPage() {
  const { t } = useTranslation('system-tools');
  const navigate = useNavigate();
  const canPurge = useRight('system_purging_files').canDelete;
  const [before, setBefore] = useState<Dayjs>(() => dayjs().subtract(1, 'year'));
  const [chosen, setChosen] = useState<PurgeTarget[]>(targets);
  const [mail, setMail] = useState<PurgeRequest['mail']>('none');
  const [report, setReport] = useState<PurgeReport>();
  const purge = usePurge();
  const quit = () => void navigate({ to: '/home' });
  useShortcuts({ Escape: quit });

  const request = (): PurgeRequest => ({
    before: before.format('YYYY-MM-DD'),
    gridHistory: chosen.includes('gridHistory'),
    orphanFiles: chosen.includes('orphanFiles'),
    backups: chosen.includes('backups'),
    mail,
  });
  const send = async (isApplied: boolean) => {
    setReport(await purge.mutateAsync({ request: request(), isApplied }));
    if (isApplied) notify('success', t('purge.applied'));
  };
  const confirm = () =>
    Modal.confirm({
      title: t('purge.confirmTitle'),
      content: t('purge.confirm', { date: formatDate(before.format('YYYY-MM-DD')) }),
      okText: t('purge.apply'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      // A refusal is shown by the central error handler; the dialog just closes.
      onOk: () => send(true).catch(() => undefined),
    });
  const isEmpty = chosen.length === 0 && mail === 'none';

  return (
    <Card size="small" title={t('purge.title')} extra={<Button onClick={quit}>{t('quit')}</Button>}>
      <Flex vertical gap={12} style={{ maxWidth: 960 }}>
        <Typography.Paragraph>{t('purge.intro')}</Typography.Paragraph>
        <Form layout="vertical" size="small">
          <Form.Item label={t('purge.before')} htmlFor="purge-before">
            <DatePicker
              id="purge-before"
              format="DD/MM/YYYY"
              allowClear={false}
              value={before}
              onChange={(d) => {
                if (d) setBefore(d);
              }}
            />
          </Form.Item>
          <Form.Item label={t('purge.targets')} help={isEmpty ? t('purge.noTarget') : undefined}>
            <Space direction="vertical" size={4}>
              <Checkbox.Group
                value={chosen}
                onChange={(v) => setChosen(v as PurgeTarget[])}
                options={targets.map((k) => ({ value: k, label: t(`purge.${k}`) }))}
                style={{ flexDirection: 'column' }}
              />
              <Typography.Text>{t('purge.mail')}</Typography.Text>
              <Radio.Group
                aria-label={t('purge.mail')}
                value={mail}
                onChange={(e) => setMail(e.target.value)}
                options={MAIL_PURGE_MODES.map((mode) => ({ value: mode, label: t(`purge.mailModes.${mode}`) }))}
              />
            </Space>
          </Form.Item>
        </Form>
        <Space>
          <Button
            icon={<ExperimentOutlined />}
            disabled={isEmpty}
            loading={purge.isPending}
            onClick={() => void send(false).catch(() => undefined)}
          >
            {t('purge.simulate')}
          </Button>
          {canPurge && (
            <Button danger type="primary" icon={<DeleteOutlined />} disabled={isEmpty} onClick={confirm}>
              {t('purge.apply')}
            </Button>
          )}
        </Space>
        {report && <ReportTable report={report} />}
        {report?.isApplied && <Alert type="success" showIcon title={t('purge.applied')} />}
      </Flex>
    </Card>
  );
}
