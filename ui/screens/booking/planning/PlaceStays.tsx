// The stays of one place on the plan's day, each linked to its booking sheet.
import { Descriptions, Empty, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlanPlace } from '../../../../service/domains/booking/planning/contract';
import { formatDate } from '../../../format';
import { bookingUrl, KIND_LABELS } from './planning-model';

export function PlaceStays({ place }: { place: PlanPlace }) {
  const { t } = useTranslation('plan');
  if (place.stays.length === 0) return <Empty description={t('noStay')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {place.stays.map((s) => (
        <Descriptions key={s.occupancyId} size="small" bordered column={1}>
          <Descriptions.Item label={t('customer')}>
            <a href={bookingUrl(s)}>{s.customerName}</a>
          </Descriptions.Item>
          <Descriptions.Item label={t('stay')}>
            {t('stayDates', { kind: KIND_LABELS[s.kind], start: formatDate(s.startDate), end: formatDate(s.endDate) })}
          </Descriptions.Item>
          <Descriptions.Item label={t('persons')}>{s.persons}</Descriptions.Item>
        </Descriptions>
      ))}
    </Space>
  );
}
