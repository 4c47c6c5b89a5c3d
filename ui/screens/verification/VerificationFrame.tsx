// The frame of the verification screens: the report read once on opening, « Vérifier » runs it
// again, F8 exports it as CSV (with the export right), Esc quits.
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FunctionalityCode } from '../../../service/domains/security/functionalities';
import { api, download } from '../../api/client';
import { useShortcuts } from '../../entity/useShortcuts';
import { formatDateTime } from '../../format';
import { useRight } from '../../shell/rights';

interface Props<A> {
  title: string;
  intro: string;
  /** Under /rest/ledger/: the report, and `{path}/document` its CSV. */
  path: string;
  functionality: FunctionalityCode;
  /** Nothing found: the report is clean. */
  isClean: (answer: A) => boolean;
  children: (answer: A) => ReactNode;
}

export function VerificationFrame<A>({ title, intro, path, functionality, isClean, children }: Props<A>) {
  const { t } = useTranslation('verification');
  const navigate = useNavigate();
  const rights = useRight(functionality);
  const report = useQuery({
    queryKey: ['ledger', path],
    queryFn: () => api<A>(`ledger/${path}`),
    staleTime: 0,
  });
  const exportCsv = rights.canExport ? () => void download(`ledger/${path}/document`) : undefined;
  const quit = () => void navigate({ to: '/home' });
  useShortcuts({ F8: exportCsv, Escape: quit });
  return (
    <Card
      size="small"
      title={title}
      extra={
        <Flex gap={8}>
          <Button
            type="primary"
            icon={<ReloadOutlined />}
            loading={report.isFetching}
            onClick={() => void report.refetch()}
          >
            {t('check')}
          </Button>
          <Button icon={<DownloadOutlined />} disabled={!exportCsv} onClick={exportCsv}>
            {t('export')}
          </Button>
          <Button onClick={quit}>{t('quit')}</Button>
        </Flex>
      }
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          {intro}
          {report.dataUpdatedAt > 0 && ` ${t('checkedAt', { at: formatDateTime(new Date(report.dataUpdatedAt)) })}`}
        </Typography.Text>
        {report.data !== undefined &&
          (isClean(report.data) ? <Alert type="success" showIcon title={t('clean')} /> : children(report.data))}
      </Flex>
    </Card>
  );
}
