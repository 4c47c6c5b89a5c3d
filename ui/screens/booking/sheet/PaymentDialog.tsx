// « Encaisser » (and « Modifier » a payment): the fields shown follow the method's payment type —
// cheque (holder, number, bank, an optional split into cheques cashed on later days), card (number,
// expiry, owner, cryptogram: checked by the server, never kept), cash (change from the amount
// tendered), holiday vouchers (no change: the surplus kept as a credit note), credit note (chooser),
// transfer (IBAN, BIC, SEPA mandate). F12 validates, Échap closes.
import { Alert, Button, Checkbox, Form, type FormInstance, Input, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import type { CreditNoteDto, PaymentChoices, PaymentDto } from '../../../../service/domains/payment/contract';
import { PAYMENT_KIND, PAYMENT_KINDS, PAYMENT_TYPE } from '../../../../service/domains/payment/kinds';
import { ApiError } from '../../../api/client';
import { clearEditedErrors, fromServerFields } from '../../../entity/form-errors';
import { MoneyInput } from '../../../entity/MoneyInput';
import { formatDate, formatMoney } from '../../../format';
import { CardFields, ChequeFields, TransferFields } from './PaymentTypeFields';
import type { PaymentBody } from './payment-api';

export interface PaymentFormValues {
  kind: number;
  payer: 'customer' | 'vacaf';
  paymentMethodId?: number;
  amountCents?: number | string | null;
  tenderedCents?: number | string | null;
  paidOn?: string;
  paidAt?: string;
  keepSurplusAsCredit?: boolean;
  isGuarantee?: boolean;
  chequeHolder?: string;
  chequeNumber?: string;
  payingBankId?: number;
  cheques?: { amountCents?: number | string | null; chequeNumber?: string; cashOn?: string }[];
  cardNumber?: string;
  cardExpiry?: string;
  cardOwner?: string;
  cardCryptogram?: string;
  creditNoteId?: number;
  iban?: string;
  bic?: string;
  sepaMandateNumber?: string;
  sepaMandateDate?: string;
  comment?: string;
  reason?: string;
}

interface Props {
  title: string;
  choices: PaymentChoices;
  credits: CreditNoteDto[];
  hasVacaf: boolean;
  initial: PaymentFormValues;
  /** Edit: a reason is asked. */
  asksReason?: boolean;
  onSubmit: (values: Omit<PaymentBody, 'bookingId'> & { reason?: string }) => Promise<unknown>;
  onClose: () => void;
}

const cents = (v: number | string | null | undefined) => (typeof v === 'number' ? v : undefined);
const blank = (v: string | undefined) => (v?.trim() ? v.trim() : null);

/** The form as the contract reads it: euros typed become cents, blanks become null. */
function bodyOf(v: PaymentFormValues, type: number) {
  const split = (v.cheques ?? []).filter((c) => c.amountCents !== undefined && c.amountCents !== null);
  return {
    kind: v.kind,
    payer: v.payer,
    paymentMethodId: v.paymentMethodId ?? 0,
    amountCents: (cents(v.amountCents) ?? v.amountCents ?? 0) as number,
    tenderedCents: cents(v.tenderedCents) ?? null,
    paidOn: blank(v.paidOn),
    paidAt: blank(v.paidAt),
    keepSurplusAsCredit: v.keepSurplusAsCredit ?? false,
    isGuarantee: v.isGuarantee ?? false,
    chequeHolder: blank(v.chequeHolder),
    chequeNumber: blank(v.chequeNumber),
    payingBankId: v.payingBankId ?? null,
    cheques:
      type === PAYMENT_TYPE.cheque
        ? split.map((c) => ({
            amountCents: c.amountCents as number,
            chequeNumber: blank(c.chequeNumber),
            cashOn: blank(c.cashOn),
            chequeHolder: null,
          }))
        : [],
    cardNumber: blank(v.cardNumber),
    cardExpiry: blank(v.cardExpiry),
    cardOwner: blank(v.cardOwner),
    cardCryptogram: blank(v.cardCryptogram),
    creditNoteId: v.creditNoteId ?? null,
    iban: blank(v.iban),
    bic: blank(v.bic),
    sepaMandateNumber: blank(v.sepaMandateNumber),
    sepaMandateDate: blank(v.sepaMandateDate),
    comment: blank(v.comment),
    reason: v.reason,
  };
}

/** The form of a stored payment, to edit it (the card number and cryptogram are typed again). */
export function valuesOf(p: PaymentDto): PaymentFormValues {
  return {
    kind: p.kind,
    payer: p.payer,
    paymentMethodId: p.paymentMethodId,
    amountCents: p.amountCents,
    paidOn: p.paidOn,
    paidAt: p.paidAt,
    isGuarantee: p.isGuarantee,
    chequeHolder: p.chequeHolder ?? undefined,
    chequeNumber: p.chequeNumber ?? undefined,
    payingBankId: p.payingBankId ?? undefined,
    cardExpiry: p.cardExpiry ?? undefined,
    cardOwner: p.cardOwner ?? undefined,
    creditNoteId: p.creditNoteId ?? undefined,
    iban: p.iban ?? undefined,
    bic: p.bic ?? undefined,
    sepaMandateNumber: p.sepaMandateNumber ?? undefined,
    sepaMandateDate: p.sepaMandateDate ?? undefined,
    comment: p.comment ?? undefined,
  };
}

export function PaymentDialog({ title, choices, credits, hasVacaf, initial, asksReason, onSubmit, onClose }: Props) {
  const [form] = Form.useForm<PaymentFormValues>();
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const methodId = Form.useWatch('paymentMethodId', form);
  const amount = cents(Form.useWatch('amountCents', form));
  const tendered = cents(Form.useWatch('tenderedCents', form));
  const type = choices.methods.find((m) => m.id === methodId)?.paymentType ?? -1;
  const submit = async () => {
    setSaving(true);
    try {
      await onSubmit(bodyOf(form.getFieldsValue(true), type));
    } catch (e) {
      // The field a refusal names shows its own French message under it.
      if (e instanceof ApiError) form.setFields(fromServerFields(e.fields) as Parameters<typeof form.setFields>[0]);
      setError(e instanceof ApiError ? e.message : 'Une erreur est survenue');
    } finally {
      setSaving(false);
    }
  };
  const change =
    type === PAYMENT_TYPE.cash && amount !== undefined && tendered !== undefined ? tendered - amount : null;
  return (
    <Modal
      open
      width={840}
      title={title}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          Fermer (Échap)
        </Button>,
        <Button key="ok" type="primary" loading={isSaving} onClick={() => void submit()}>
          Valider (F12)
        </Button>,
      ]}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: F12 validates the dialog, as on every form */}
      <div
        onKeyDown={(e) => {
          if (e.key !== 'F12') return;
          e.preventDefault();
          void submit();
        }}
      >
        <Form
          form={form}
          layout="vertical"
          size="small"
          initialValues={initial}
          className="payment-dialog"
          onFieldsChange={clearEditedErrors(form as FormInstance)}
        >
          <Space wrap>
            <Form.Item label="Type" name="kind">
              <Select
                aria-label="Type de paiement"
                style={{ width: 130 }}
                options={PAYMENT_KINDS.filter((k) => k.id !== PAYMENT_KIND.tillSale).map((k) => ({
                  value: k.id,
                  label: k.label,
                }))}
              />
            </Form.Item>
            {hasVacaf && (
              <Form.Item label="Payeur" name="payer">
                <Select
                  aria-label="Payeur"
                  style={{ width: 110 }}
                  options={[
                    { value: 'customer', label: 'Client' },
                    { value: 'vacaf', label: 'VACAF' },
                  ]}
                />
              </Form.Item>
            )}
            <Form.Item label="Mode de paiement" name="paymentMethodId">
              <Select
                aria-label="Mode de paiement"
                style={{ width: 220 }}
                autoFocus
                options={choices.methods.map((m) => ({ value: m.id, label: m.label }))}
              />
            </Form.Item>
            <Form.Item label="Montant" name="amountCents">
              <MoneyInput aria-label="Montant" style={{ width: 130 }} />
            </Form.Item>
            <Form.Item label="Date" name="paidOn">
              <Input type="date" aria-label="Date du paiement" />
            </Form.Item>
            <Form.Item label="Heure" name="paidAt">
              <Input type="time" aria-label="Heure du paiement" />
            </Form.Item>
          </Space>
          {(type === PAYMENT_TYPE.cash || type === PAYMENT_TYPE.holidayVoucher) && (
            <Space wrap align="center">
              <Form.Item
                label={type === PAYMENT_TYPE.cash ? 'Montant remis' : 'Chèques-vacances remis'}
                name="tenderedCents"
              >
                <MoneyInput aria-label="Montant remis" style={{ width: 130 }} />
              </Form.Item>
              {change !== null && change >= 0 && (
                <Typography.Text strong className="payment-change">
                  Monnaie à rendre : {formatMoney(change)}
                </Typography.Text>
              )}
              {type === PAYMENT_TYPE.holidayVoucher && (
                <Form.Item name="keepSurplusAsCredit" valuePropName="checked">
                  <Checkbox>Garder l'excédent en avoir (aucun rendu de monnaie)</Checkbox>
                </Form.Item>
              )}
            </Space>
          )}
          {type === PAYMENT_TYPE.cheque && <ChequeFields banks={choices.banks} />}
          {type === PAYMENT_TYPE.card && <CardFields />}
          {(type === PAYMENT_TYPE.none || type === PAYMENT_TYPE.grouped) && <TransferFields />}
          {type === PAYMENT_TYPE.creditNote && (
            <Form.Item label="Avoir" name="creditNoteId">
              <Select
                aria-label="Avoir"
                style={{ width: 360 }}
                options={credits
                  .filter((c) => c.remainingCents > 0 && !c.isExpired)
                  .map((c) => ({
                    value: c.id,
                    label: `${c.number} — reste ${formatMoney(c.remainingCents)} — valable jusqu'au ${formatDate(c.validUntil)}`,
                  }))}
              />
            </Form.Item>
          )}
          <Space wrap>
            <Form.Item name="isGuarantee" valuePropName="checked">
              <Checkbox>Garantie (caution, non comptée comme réglée)</Checkbox>
            </Form.Item>
            <Form.Item label="Commentaire" name="comment">
              <Input aria-label="Commentaire" style={{ width: 300 }} />
            </Form.Item>
          </Space>
          {asksReason && (
            <Form.Item label="Motif de la modification" name="reason">
              <Input aria-label="Motif de la modification" />
            </Form.Item>
          )}
        </Form>
        {error && <Alert type="error" showIcon message={error} role="alert" />}
      </div>
    </Modal>
  );
}
