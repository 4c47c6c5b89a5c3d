// The stay's till: what is owed (the family's part and the VACAF aid apart), due now, paid, the
// balance, the surplus kept as credit; the payments with their banked / cancelled marks; « Encaisser »
// (F3), « Modifier » (F4), « Supprimer » with a reason (F9), « Rembourser ». A stay not saved yet, or
// with unsaved changes, shows its amounts due read-only (payments are taken on the saved stay).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import type { BookingDto } from '../../../../service/domains/booking/contract';
import { balanceWording } from '../../../../service/domains/booking/lists/contract';
import type { PaymentDto, TillSummary } from '../../../../service/domains/payment/contract';
import { PAYMENT_KIND, PAYMENT_KINDS } from '../../../../service/domains/payment/kinds';
import { useShortcuts } from '../../../entity/useShortcuts';
import { formatDate, formatMoney } from '../../../format';
import { toast } from '../../../shell/notify';
import { useRight } from '../../../shell/rights';
import { bookingCalls } from '../booking-api';
import { PaymentDialog, valuesOf } from './PaymentDialog';
import { PaymentReasonDialog } from './PaymentReasonDialog';
import { paymentCalls, tillKey, usePaymentChoices } from './payment-api';
import type { DraftQuote } from './tab-props';

interface Due {
  totalCents: number;
  downPaymentCents: number;
  downPaymentDueDate: string | null;
  balanceCents: number;
  balanceDueDate: string | null;
  paidCents: number;
}

const earliest = (days: (string | undefined)[]) => days.filter(Boolean).sort()[0] ?? null;
const money = (cents: number) => formatMoney(cents);
const on = (day: string | null) => (day ? ` au ${formatDate(day)}` : '');

/** The draft's amounts: its occupancies' deposits and balances added, the earliest due dates. */
function dueOfQuote(quote: DraftQuote | undefined): Due {
  const quotes = (quote?.occupancies ?? []).flatMap((o) => (o.quote ? [o.quote] : []));
  return {
    totalCents: quote?.totalCents ?? 0,
    downPaymentCents: quotes.reduce((sum, q) => sum + q.deposit.amountCents, 0),
    downPaymentDueDate: earliest(quotes.map((q) => q.deposit.dueDate)),
    balanceCents: quotes.reduce((sum, q) => sum + q.deposit.balanceCents, 0),
    balanceDueDate: earliest(quotes.map((q) => q.deposit.balanceDueDate)),
    paidCents: 0,
  };
}

function DueReadOnly({ due, isCancelled }: { due: Due; isCancelled: boolean }) {
  const remaining = due.totalCents - due.paidCents;
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 8 }}
        message="Enregistrez le séjour pour encaisser : les montants dus sont affichés en lecture seule."
      />
      <Descriptions size="small" column={2} bordered className="sheet-payments">
        <Descriptions.Item label={isCancelled ? 'Retenu (annulation)' : 'Total du séjour'}>
          {money(due.totalCents)}
        </Descriptions.Item>
        <Descriptions.Item label="Déjà réglé">{money(due.paidCents)}</Descriptions.Item>
        <Descriptions.Item label="Acompte">
          {money(due.downPaymentCents)}
          {on(due.downPaymentDueDate)}
        </Descriptions.Item>
        <Descriptions.Item label="Solde">
          {money(due.balanceCents)}
          {on(due.balanceDueDate)}
        </Descriptions.Item>
        <Descriptions.Item label={remaining < 0 ? balanceWording(remaining) : 'Reste dû'}>
          {money(Math.abs(remaining))}
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}

function Summary({ s, isCancelled }: { s: TillSummary; isCancelled: boolean }) {
  return (
    <Descriptions size="small" column={3} bordered className="sheet-payments" aria-label="Caisse du séjour">
      <Descriptions.Item label={isCancelled ? 'Retenu (annulation)' : 'Total du séjour'}>
        {money(s.totalCents)}
      </Descriptions.Item>
      <Descriptions.Item label="Acompte">
        {money(s.downPaymentCents)}
        {on(s.downPaymentDueDate)}
      </Descriptions.Item>
      <Descriptions.Item label="Solde dû">{on(s.balanceDueDate).replace(' au ', 'le ') || '—'}</Descriptions.Item>
      {s.vacafAidCents > 0 && (
        <>
          <Descriptions.Item label="Aide VACAF">{money(s.vacafAidCents)}</Descriptions.Item>
          <Descriptions.Item label="Réglé par VACAF">{money(s.vacafPaidCents)}</Descriptions.Item>
          <Descriptions.Item label="Part famille">{money(s.familyTotalCents)}</Descriptions.Item>
        </>
      )}
      <Descriptions.Item label="À régler maintenant">
        <strong className="payment-due-now">{money(s.dueNowCents)}</strong>
      </Descriptions.Item>
      <Descriptions.Item label="Déjà réglé">{money(s.paidCents)}</Descriptions.Item>
      <Descriptions.Item label={s.remainingCents < 0 ? balanceWording(s.remainingCents) : 'Reste dû'}>
        <strong className="payment-remaining">{money(Math.abs(s.remainingCents))}</strong>
      </Descriptions.Item>
      {s.creditCents > 0 && (
        <Descriptions.Item label="Trop-perçu gardé en avoir">{money(s.creditCents)}</Descriptions.Item>
      )}
      {s.guaranteeCents > 0 && (
        <Descriptions.Item label="Garanties détenues">{money(s.guaranteeCents)}</Descriptions.Item>
      )}
    </Descriptions>
  );
}

function detailsOf(p: PaymentDto): string {
  const parts = [
    p.chequeNumber && `chèque n° ${p.chequeNumber}`,
    p.chequeHolder,
    p.cashOn && `encaissable le ${formatDate(p.cashOn)}`,
    p.cardLast4 && `carte •••• ${p.cardLast4} (${p.cardExpiry})`,
    p.changeCents > 0 && `rendu ${money(p.changeCents)}`,
    p.payer === 'vacaf' && 'VACAF',
    p.reason && `motif : ${p.reason}`,
    p.comment,
  ];
  return parts.filter(Boolean).join(' · ');
}

function marksOf(p: PaymentDto) {
  return (
    <Space size={2} wrap>
      {p.cancelsId !== null && <Tag color="red">Annulation du n° {p.cancelsId}</Tag>}
      {p.isCancelled && <Tag color="default">Annulé</Tag>}
      {p.replacesId !== null && <Tag color="blue">Remplace le n° {p.replacesId}</Tag>}
      {p.isBanked && <Tag color="green">Remis en banque</Tag>}
      {p.isExported && <Tag color="purple">Exporté</Tag>}
      {p.isGuarantee && <Tag color="gold">Garantie</Tag>}
      {p.groupRef && <Tag>Groupé</Tag>}
      {p.splitRef && <Tag>Chèques répartis</Tag>}
    </Space>
  );
}

const kindLabel = (kind: number) => PAYMENT_KINDS.find((k) => k.id === kind)?.label ?? '';
const isLive = (p: PaymentDto | undefined) => p !== undefined && p.cancelsId === null && !p.isCancelled;

type Dialog = null | 'create' | 'edit' | 'cancel' | 'refund';

function Till({
  booking,
  canWrite,
  today,
  onChanged,
}: {
  booking: BookingDto;
  canWrite: boolean;
  /** The business day, the date « Encaisser » opens on. */
  today: string;
  onChanged: (booking: BookingDto) => Promise<void>;
}) {
  const queryClient = useQueryClient();
  const till = useQuery({ queryKey: tillKey(booking.id), queryFn: () => paymentCalls.till(booking.id) });
  const choices = usePaymentChoices();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const selected = till.data?.payments.find((p) => p.id === selectedId);
  const done = async () => {
    setDialog(null);
    toast.saved();
    await queryClient.invalidateQueries({ queryKey: tillKey(booking.id) });
    // The payment moved the booking to its next version: the sheet restarts on it.
    await onChanged(await bookingCalls.booking(booking.id));
  };
  const canAct = canWrite && choices !== undefined && till.data !== undefined;
  useShortcuts({
    F3: canAct ? () => setDialog('create') : undefined,
    F4: canAct && isLive(selected) ? () => setDialog('edit') : undefined,
    F9: canAct && isLive(selected) ? () => setDialog('cancel') : undefined,
  });
  if (!till.data) return till.error ? <Alert type="error" showIcon message={till.error.message} /> : null;
  const { summary, payments, credits } = till.data;
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Summary s={summary} isCancelled={booking.state !== 'NORMAL'} />
      {canWrite && (
        <Space wrap>
          <Button type="primary" disabled={!canAct} onClick={() => setDialog('create')}>
            Encaisser (F3)
          </Button>
          <Button disabled={!canAct || !isLive(selected)} onClick={() => setDialog('edit')}>
            Modifier (F4)
          </Button>
          <Button danger disabled={!canAct || !isLive(selected)} onClick={() => setDialog('cancel')}>
            Supprimer (F9)
          </Button>
          <Button disabled={!canAct || !isLive(selected) || selected?.isGuarantee} onClick={() => setDialog('refund')}>
            Rembourser
          </Button>
        </Space>
      )}
      <Table
        size="small"
        pagination={false}
        rowKey="id"
        aria-label="Paiements du séjour"
        dataSource={payments}
        locale={{ emptyText: 'Aucun paiement' }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selectedId ? [selectedId] : [],
          onChange: (keys) => setSelectedId(Number(keys[0])),
        }}
        onRow={(p) => ({ onClick: () => setSelectedId(p.id) })}
        rowClassName={(p) => (isLive(p) ? '' : 'payment-dead')}
        columns={[
          { title: 'N°', dataIndex: 'id', width: 50 },
          { title: 'Date', render: (_, p) => `${formatDate(p.paidOn)} ${p.paidAt}`, width: 130 },
          { title: 'Type', render: (_, p) => kindLabel(p.kind), width: 80 },
          { title: 'Mode', dataIndex: 'methodLabel', width: 160 },
          { title: 'Montant', align: 'right', render: (_, p) => money(p.amountCents), width: 110 },
          { title: 'Détails', render: (_, p) => detailsOf(p) },
          { title: 'État', render: (_, p) => marksOf(p), width: 220 },
        ]}
      />
      {dialog === 'create' && choices && (
        <PaymentDialog
          title="Encaisser"
          choices={choices}
          credits={credits}
          hasVacaf={summary.vacafAidCents > 0}
          initial={{
            kind: summary.paidCents < summary.downPaymentCents ? PAYMENT_KIND.downPayment : PAYMENT_KIND.payment,
            payer: 'customer',
            amountCents: summary.dueNowCents || undefined,
            paidOn: today,
          }}
          onSubmit={async (body) => {
            await paymentCalls.create({ ...body, bookingId: booking.id });
            await done();
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'edit' && choices && selected && (
        <PaymentDialog
          title={`Modifier le paiement n° ${selected.id}`}
          choices={choices}
          credits={credits}
          hasVacaf={summary.vacafAidCents > 0}
          initial={valuesOf(selected)}
          asksReason
          onSubmit={async (body) => {
            await paymentCalls.edit(selected.id, { ...body, reason: body.reason ?? '' });
            await done();
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'cancel' && selected && (
        <PaymentReasonDialog
          title={`Supprimer le paiement n° ${selected.id} (${money(selected.amountCents)})`}
          onOk={async (reason) => {
            await paymentCalls.cancel(selected.id, reason);
            await done();
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'refund' && selected && (
        <PaymentReasonDialog
          title={`Rembourser sur le paiement n° ${selected.id}`}
          withAmount
          onOk={async (reason, amountCents) => {
            await paymentCalls.refund(selected.id, { reason, amountCents });
            await done();
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Space>
  );
}

export function PaymentsTab({
  booking,
  quote,
  isModified,
  today,
  onChanged,
}: {
  booking: BookingDto | null;
  quote: DraftQuote | undefined;
  isModified: boolean;
  today: string;
  /** The sheet restarts on the booking a payment moved to its next version. */
  onChanged: (booking: BookingDto) => Promise<void>;
}) {
  const { canWrite } = useRight('booking_booking_list');
  if (booking && !isModified) return <Till booking={booking} canWrite={canWrite} today={today} onChanged={onChanged} />;
  const due = { ...dueOfQuote(quote), paidCents: booking?.paidCents ?? 0 };
  return <DueReadOnly due={due} isCancelled={booking !== null && booking.state !== 'NORMAL'} />;
}
