// The booking sheet's documents of its models: a kind chosen, « Imprimer » opens its PDF in a new
// tab and « Envoyer par e-mail » queues it (PDF attached) for the customer; below, the booking's
// « E-mails envoyés » with what became of each.
import { MailOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import type { DocumentKind } from '../../../service/domains/document/kinds';
import type { MailRowDto } from '../../../service/domains/mail/contract';
import { formatDateTime } from '../../format';
import { notify } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { documentQueries, useMailBookingDocument } from './documents.queries';

const STATUS: Record<MailRowDto['status'], { label: string; color: string }> = {
  pending: { label: "En file d'envoi", color: 'blue' },
  sent: { label: 'Envoyé', color: 'green' },
  failed: { label: 'Échec', color: 'red' },
};

export function BookingDocuments({ bookingId }: { bookingId: number }) {
  const canPrint = useRight('document_email_printing').canSelect;
  const canSend = useRight('booking_booking_list').canWrite;
  const { data: choices = [] } = useQuery({
    ...documentQueries.bookingChoices(bookingId),
    enabled: canPrint && bookingId > 0,
  });
  const { data: mails = [] } = useQuery(documentQueries.bookingMails(bookingId));
  const [kind, setKind] = useState<DocumentKind | undefined>();
  const mail = useMailBookingDocument();
  const chosen = choices.find((c) => c.kind === kind);
  const print = () =>
    chosen &&
    window.open(`/printing/${chosen.modelId}/booking/${bookingId}/${chosen.languageId}`, '_blank', 'noopener');
  const send = () =>
    kind && mail.mutate({ bookingId, kind }, { onSuccess: () => notify('success', "E-mail mis en file d'envoi") });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {canPrint && (
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
      )}
      <Card size="small" title="E-mails envoyés">
        <Table<MailRowDto>
          aria-label="E-mails envoyés"
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={mails}
          locale={{ emptyText: 'Aucun e-mail' }}
          columns={[
            { key: 'at', title: 'Date', width: 140, render: (_, m) => formatDateTime(m.createdAt) },
            { key: 'to', title: 'Destinataire', width: 200, render: (_, m) => m.to.join(', ') },
            { key: 'subject', dataIndex: 'subject', title: 'Objet' },
            {
              key: 'status',
              title: 'État',
              width: 130,
              render: (_, m) => (
                <Tag color={STATUS[m.status].color} title={m.lastError ?? undefined}>
                  {STATUS[m.status].label}
                </Tag>
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
