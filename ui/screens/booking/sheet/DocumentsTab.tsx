// The booking's documents: the attendants list (the police form of the occupants) as a PDF in a
// new browser tab, its invoices (invoice the stay, its payments) and the e-mails sent about it; a
// booking not yet saved has none.
import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import type { BookingDto } from '../../../../service/domains/booking/contract';
import { BookingBillingActions } from '../../billing/BookingBillingActions';
import { BookingDocuments } from '../../document/BookingDocuments';
import { BookingMails } from '../../mail/BookingMails';

interface Props {
  bookingId: number;
  booking?: BookingDto | null;
  isModified?: boolean;
}

export function DocumentsTab({ bookingId, booking = null, isModified = false }: Props) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <BookingBillingActions booking={booking} isModified={isModified} />
      <Button
        icon={<FilePdfOutlined />}
        disabled={bookingId === 0}
        onClick={() => window.open(`/rest/booking/booking/${bookingId}/attendants`, '_blank', 'noopener')}
      >
        Imprimer la liste des occupants
      </Button>
      {bookingId > 0 && <BookingDocuments bookingId={bookingId} />}
      {bookingId === 0 && (
        <Typography.Text type="secondary">Enregistrez la réservation pour imprimer ses documents.</Typography.Text>
      )}
      {bookingId !== 0 && <BookingMails bookingId={bookingId} />}
    </Space>
  );
}
