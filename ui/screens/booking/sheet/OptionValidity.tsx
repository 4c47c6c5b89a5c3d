// The sheet's header for an option: « valable jusqu'au JJ/MM/AAAA », and « Échue » once the
// service says its validity has passed (as long as the date shown is still the one saved).
import { Tag, Typography } from 'antd';
import { BOOKING_KIND, type BookingDto, type DraftInput } from '../../../../service/domains/booking/contract';
import { formatDate } from '../../../format';

export function OptionValidity({ body, saved }: { body: DraftInput; saved: BookingDto | null }) {
  if (body.kind !== BOOKING_KIND.option || !body.optionValidUntil) return null;
  const isExpired = saved?.isExpired === true && saved.optionValidUntil === body.optionValidUntil;
  return (
    <>
      <Typography.Text type={isExpired ? 'danger' : 'secondary'} className="sheet-option-validity">
        valable jusqu'au {formatDate(body.optionValidUntil)}
      </Typography.Text>
      {isExpired && (
        <Tag color="red" style={{ marginLeft: 4 }}>
          Échue
        </Tag>
      )}
    </>
  );
}
