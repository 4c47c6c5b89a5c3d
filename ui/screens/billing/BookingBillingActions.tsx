// The booking sheet's billing: « Facturer » a reservation not billed (its customer bill), « Facture
// d'acompte » over the payments no invoice bills yet, and the booking's invoices linked to their
// screen, the live one first. Billed, the sheet reads only (the service refuses any change).
import { FileDoneOutlined, FileTextOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, Modal, Space, Tag, Tooltip, Typography } from 'antd';
import { BOOKING_KIND, type BookingDto } from '../../../service/domains/booking/contract';
import { INVOICE_TYPE } from '../../../service/domains/payment/kinds';
import { formatDate } from '../../format';
import { notify } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { InvoiceTypeTag } from './bill-columns';
import { billingQueries, type IssuedInvoice, useDownPaymentInvoice, useInvoiceBooking } from './billing.queries';

interface Props {
  booking: BookingDto | null;
  /** Unsaved changes: invoicing waits until they are saved. */
  isModified: boolean;
}

/** « Facturée F2026-0003 » for the sheet's header, linked to the invoice. */
export function BilledTag({ bookingId }: { bookingId: number }) {
  const { data } = useQuery(billingQueries.booking(bookingId));
  const canRead = useRight('payment_invoice_bill_list').canSelect;
  if (!data?.invoice) return null;
  const label = `Facturée ${data.invoice.number}`;
  return <Tag color="purple">{canRead ? <Link to={`/bill/${data.invoice.id}`}>{label}</Link> : label}</Tag>;
}

export function BookingBillingActions({ booking, isModified }: Props) {
  const bookingId = booking?.id ?? 0;
  const { data } = useQuery(billingQueries.booking(bookingId));
  const rights = useRight('payment_invoice_bill_list');
  const invoice = useInvoiceBooking();
  const downPayment = useDownPaymentInvoice();
  if (!booking || !data) return null;
  const issued = (answer: IssuedInvoice) => notify('success', `Facture ${answer.number} émise`);
  const isLiveReservation = booking.state === 'NORMAL' && booking.kind === BOOKING_KIND.reservation;
  const canInvoice = rights.canWrite && isLiveReservation && !data.isBilled;
  const canBillPayments = rights.canWrite && !data.isBilled && data.unbilledPaymentIds.length > 0;
  const confirm = (title: string, run: () => void) =>
    Modal.confirm({ title, okText: 'Facturer', cancelText: 'Fermer', onOk: run });
  return (
    <Space direction="vertical">
      <Space wrap>
        {canInvoice && (
          <Tooltip title={isModified ? "Enregistrez d'abord vos modifications" : ''}>
            <Button
              type="primary"
              icon={<FileDoneOutlined />}
              disabled={isModified}
              loading={invoice.isPending}
              onClick={() =>
                confirm('Facturer le séjour ? La facture émise ne pourra plus être modifiée.', () =>
                  invoice.mutate(bookingId, { onSuccess: issued }),
                )
              }
            >
              Facturer
            </Button>
          </Tooltip>
        )}
        {canBillPayments && (
          <Button
            icon={<FileTextOutlined />}
            disabled={isModified}
            loading={downPayment.isPending}
            onClick={() =>
              confirm(`Émettre une facture d'acompte pour ${data.unbilledPaymentIds.length} paiement(s) ?`, () =>
                downPayment.mutate({ bookingId, paymentIds: data.unbilledPaymentIds }, { onSuccess: issued }),
              )
            }
          >
            Facture d'acompte
          </Button>
        )}
      </Space>
      {data.invoices.length > 0 && (
        <section aria-label="Factures du séjour">
          <Typography.Text strong>Factures du séjour</Typography.Text>
          {data.invoices.map((i) => (
            <div key={i.id}>
              {rights.canSelect ? <Link to={`/bill/${i.id}`}>{i.number}</Link> : i.number} du {formatDate(i.issuedOn)}{' '}
              {i.type !== INVOICE_TYPE.invoice && <InvoiceTypeTag type={i.type} />}
            </div>
          ))}
        </section>
      )}
    </Space>
  );
}
