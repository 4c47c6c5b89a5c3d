import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MailStatus } from '../../../service/domains/mail/contract';
import { statusColor } from './mail-labels';

export function MailStatusTag({ status }: { status: MailStatus }) {
  const { t } = useTranslation('mail');
  return <Tag color={statusColor[status]}>{t(`history.statuses.${status}`)}</Tag>;
}
