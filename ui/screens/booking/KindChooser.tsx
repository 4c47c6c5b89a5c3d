// Quote, option or reservation: what a new booking is created as, chosen on the availability
// search, the planning and the new booking sheet.
import { Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { BOOKING_KIND, type BookingKind } from '../../../service/domains/booking/contract';

const kinds: BookingKind[] = [BOOKING_KIND.quote, BOOKING_KIND.option, BOOKING_KIND.reservation];

interface Props {
  value: BookingKind;
  onChange: (kind: BookingKind) => void;
  disabled?: boolean;
}

export function KindChooser({ value, onChange, disabled }: Props) {
  const { t } = useTranslation('booking-new');
  return (
    <Space size={4} role="group" aria-label={t('kind.label')}>
      <span>{t('kind.label')}</span>
      <Segmented<BookingKind>
        size="small"
        disabled={disabled}
        value={value}
        onChange={onChange}
        options={kinds.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
      />
    </Space>
  );
}
