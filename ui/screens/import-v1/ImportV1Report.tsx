// The report of a simulation or an import: counts per file, then every refused row with its reason.
import { Alert, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FileReport, ImportV1Report, RejectedRow } from '../../../service/domains/import-v1/contract';

export function ImportV1ReportView({ report }: { report: ImportV1Report }) {
  const { t } = useTranslation('import-v1');
  const rejected = report.files.flatMap((f) => f.rejected);
  const problems = report.files.filter((f) => f.problem);
  const counts = (key: 'inserted' | 'updated') => t(`report.${key}${report.isApplied ? 'Done' : ''}`);
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {report.isApplied ? t('report.appliedTitle') : t('report.dryRunTitle')}
      </Typography.Title>
      {problems.map((f) => (
        <Alert key={f.file} type="error" showIcon title={`${f.file} : ${f.problem}`} />
      ))}
      <Table<FileReport>
        size="small"
        rowKey="file"
        pagination={false}
        aria-label={t('report.filesTable')}
        dataSource={report.files}
        columns={[
          { title: t('report.file'), dataIndex: 'file', render: (file: string, f) => `${f.label} (${file})` },
          {
            title: t('report.rows'),
            dataIndex: 'rows',
            align: 'right',
            render: (rows: number, f) => (f.isPresent ? rows : t('report.absent')),
          },
          { title: counts('inserted'), dataIndex: 'inserted', align: 'right' },
          { title: counts('updated'), dataIndex: 'updated', align: 'right' },
          { title: t('report.unchanged'), dataIndex: 'unchanged', align: 'right' },
          {
            title: t('report.rejected'),
            key: 'rejected',
            align: 'right',
            render: (_, f) => f.rejected.length,
          },
        ]}
      />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('report.rejectedTitle', { count: rejected.length })}
      </Typography.Title>
      <Table<RejectedRow>
        size="small"
        rowKey={(r) => `${r.file}:${r.line}`}
        aria-label={t('report.rejectedTable')}
        dataSource={rejected}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { title: t('report.file'), dataIndex: 'file', width: 180 },
          { title: t('report.line'), dataIndex: 'line', width: 80, align: 'right' },
          { title: t('report.oldId'), dataIndex: 'oldId', width: 110 },
          { title: t('report.reason'), dataIndex: 'reason' },
        ]}
      />
    </Flex>
  );
}
