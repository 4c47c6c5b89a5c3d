// The scheduled jobs: each with its schedule in words, next run, last run and outcome; a row
// expands to its last runs. « Lancer maintenant » (write right) runs it and answers its outcome; the
// server refuses it while the job runs elsewhere (the CLI, the scheduler).
import { PlayCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { JobDto, JobRunDto, JobStatus } from '../../../service/domains/jobs/contract';
import { formatDateTime } from '../../format';
import { notify } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { jetQueries, useRunJob } from './jet.queries';

const statusColor: Record<JobStatus, string> = { running: 'blue', ok: 'green', warning: 'orange', failed: 'red' };
const toastKind = { running: 'info', ok: 'success', warning: 'warning', failed: 'error' } as const;

function Outcome({ run }: { run: JobRunDto }) {
  const { t } = useTranslation('jet');
  return <Tag color={statusColor[run.status]}>{t(`status.${run.status}`)}</Tag>;
}

function LastRuns({ job }: { job: JobDto }) {
  const { t } = useTranslation('jet');
  const columns: ColumnsType<JobRunDto> = [
    { key: 'startedAt', title: t('columns.startedAt'), width: 140, render: (_, r) => formatDateTime(r.startedAt) },
    { key: 'endedAt', title: t('columns.endedAt'), width: 140, render: (_, r) => formatDateTime(r.endedAt) },
    { key: 'origin', title: t('columns.origin'), width: 150, render: (_, r) => t(`origins.${r.origin}`) },
    { key: 'outcome', title: t('columns.outcome'), width: 120, render: (_, r) => <Outcome run={r} /> },
    { key: 'summary', title: t('columns.summary'), dataIndex: 'summary' },
  ];
  return (
    <Table<JobRunDto>
      rowKey="id"
      size="small"
      aria-label={`${t('lastRuns')} : ${job.label}`}
      columns={columns}
      dataSource={job.lastRuns}
      pagination={false}
      locale={{ emptyText: t('noRun') }}
    />
  );
}

export function JobsTab() {
  const { t } = useTranslation('jet');
  const { data, isFetching } = useQuery(jetQueries.jobs());
  const canRun = useRight('system_history').canWrite;
  const runJob = useRunJob();
  const launch = async (job: JobDto) => {
    const run = await runJob.mutateAsync(job.name);
    notify(toastKind[run.status], t(`ran.${run.status}`, { job: job.label, summary: run.summary }));
  };

  const columns: ColumnsType<JobDto> = [
    { key: 'label', title: t('columns.job'), render: (_, j) => <Typography.Text strong>{j.label}</Typography.Text> },
    { key: 'schedule', title: t('columns.schedule'), width: 190, dataIndex: 'scheduleText' },
    { key: 'next', title: t('columns.nextRun'), width: 140, render: (_, j) => formatDateTime(j.nextRunAt) },
    {
      key: 'last',
      title: t('columns.lastRun'),
      render: (_, j) => {
        const last = j.lastRuns[0];
        if (!last) return <Typography.Text type="secondary">{t('never')}</Typography.Text>;
        return (
          <Space size={4} wrap>
            <span>{formatDateTime(last.startedAt)}</span>
            <Outcome run={last} />
            <span>{last.summary}</span>
          </Space>
        );
      },
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 170,
      render: (_, j) => (
        <Button
          size="small"
          icon={<PlayCircleOutlined />}
          disabled={!canRun}
          loading={runJob.isPending && runJob.variables === j.name}
          // A refusal (already running) is shown by the central error handler.
          onClick={(e) => {
            e.stopPropagation();
            launch(j).catch(() => undefined);
          }}
        >
          {t('runNow')}
        </Button>
      ),
    },
  ];

  return (
    <Table<JobDto>
      rowKey="name"
      size="small"
      bordered
      aria-label={t('tabs.jobs')}
      loading={isFetching}
      dataSource={data ?? []}
      columns={columns}
      expandable={{ expandedRowRender: (job) => <LastRuns job={job} />, expandRowByClick: true }}
      pagination={false}
    />
  );
}
