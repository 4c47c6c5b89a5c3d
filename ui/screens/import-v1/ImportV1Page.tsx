// /import-v1 (system users): the older version's CSV exports uploaded together, simulated first
// (nothing is written: the report says what would be imported and what is refused), then imported
// after a confirmation. Importing again the same files changes nothing.
import { CloudUploadOutlined, ExperimentOutlined, InboxOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { Button, Card, Flex, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_V1_FILES, type ImportV1Report } from '../../../service/domains/import-v1/contract';
import { useShortcuts } from '../../entity/useShortcuts';
import { notify } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { ImportV1ReportView } from './ImportV1Report';
import { useImportV1Apply, useImportV1DryRun } from './import-v1.queries';

export function ImportV1Page() {
  const { t } = useTranslation('import-v1');
  const navigate = useNavigate();
  const canRun = useRight('system_import_v1').canWrite;
  const [files, setFiles] = useState<File[]>([]);
  const [report, setReport] = useState<ImportV1Report>();
  const dryRun = useImportV1DryRun();
  const apply = useImportV1Apply();

  const choose = (chosen: File[]) => {
    setFiles(chosen);
    setReport(undefined);
  };
  const simulate = async () => setReport(await dryRun.mutateAsync(files));
  const importAll = async () => {
    const done = await apply.mutateAsync(files);
    setReport(done);
    notify('success', t('applied'));
  };
  const confirm = () =>
    Modal.confirm({
      title: t('confirmTitle'),
      content: t('confirm', { count: files.length }),
      okText: t('apply'),
      cancelText: t('cancel'),
      // A refusal is shown by the central error handler; the dialog just closes.
      onOk: () => importAll().catch(() => undefined),
    });
  const quit = () => void navigate({ to: '/home' });
  useShortcuts({ Escape: quit });

  return (
    <Card size="small" title={t('title')} extra={<Button onClick={quit}>{t('quit')}</Button>}>
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('intro')} {IMPORT_V1_FILES.map((f) => f.file).join(', ')}.
        </Typography.Paragraph>
        <Upload.Dragger
          multiple
          accept=".csv,text/csv"
          disabled={!canRun}
          beforeUpload={() => false}
          fileList={files.map((f) => ({ uid: f.name, name: f.name, size: f.size }))}
          onChange={(info) => choose(info.fileList.flatMap((f) => (f.originFileObj ? [f.originFileObj] : [])))}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('drop')}</p>
        </Upload.Dragger>
        <Flex gap={8}>
          <Button
            type="primary"
            icon={<ExperimentOutlined />}
            disabled={!canRun || files.length === 0}
            loading={dryRun.isPending}
            onClick={() => void simulate().catch(() => undefined)}
          >
            {t('dryRun')}
          </Button>
          <Button
            icon={<CloudUploadOutlined />}
            disabled={!canRun || !report || report.isApplied}
            loading={apply.isPending}
            onClick={confirm}
          >
            {t('apply')}
          </Button>
        </Flex>
        {report && <ImportV1ReportView report={report} />}
      </Flex>
    </Card>
  );
}
