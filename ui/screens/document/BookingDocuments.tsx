// The booking sheet's documents of its models: a kind chosen, « Imprimer » opens its PDF in a new
// tab and « Envoyer par e-mail » queues it (PDF attached) for the customer; the mail screens' list
// of the booking's e-mails, below on the same tab, shows it.
import { MailOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import type { DocumentKind } from '../../../service/domains/document/kinds';
import { notify } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { documentQueries, useMailBookingDocument } from './documents.queries';

export function BookingDocuments({ bookingId }: { bookingId: number }) {
  const canPrint = useRight('document_email_printing').canSelect;
  const canSend = useRight('booking_booking_list').canWrite;
  const { data: choices = [] } = useQuery({
    ...documentQueries.bookingChoices(bookingId),
    enabled: canPrint && bookingId > 0,
  });
  const [kind, setKind] = useState<DocumentKind | undefined>();
  const mail = useMailBookingDocument();
  const chosen = choices.find((c) => c.kind === kind);
  const print = () =>
    chosen &&
    window.open(`/printing/${chosen.modelId}/booking/${bookingId}/${chosen.languageId}`, '_blank', 'noopener');
  const send = () =>
    kind && mail.mutate({ bookingId, kind }, { onSuccess: () => notify('success', "E-mail mis en file d'envoi") });
  if (!canPrint) return null;
  return (
    <Space wrap>
      <Select<DocumentKind>
        aria-label="Document à imprimer ou envoyer"
        placeholder="Choisir un document…"
        style={{ width: 260 }}
        value={kind}
        onChange={setKind}
        options={choices.map((c) => ({ value: c.kind, label: c.label }))}
      />
      <Button icon={<PrinterOutlined />} disabled={!chosen} onClick={print}>
        Imprimer
      </Button>
      {canSend && (
        <Button icon={<MailOutlined />} disabled={!kind} loading={mail.isPending} onClick={send}>
          Envoyer par e-mail
        </Button>
      )}
    </Space>
  );
}
