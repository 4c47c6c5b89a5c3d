// Deleting a payment or refunding part of it: a reason (and the amount refunded); F12 validates,
// Échap closes.
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../api/client';
import { MoneyInput } from '../../../entity/MoneyInput';

export function PaymentReasonDialog({
  title,
  withAmount,
  onOk,
  onClose,
}: {
  title: string;
  withAmount?: boolean;
  onOk: (reason: string, amountCents: number) => Promise<unknown>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState<number | string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    try {
      await onOk(reason, typeof amount === 'number' ? amount : 0);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Une erreur est survenue');
    }
  };
  return (
    <Modal
      open
      title={title}
      okText="Valider (F12)"
      cancelText="Fermer (Échap)"
      onOk={() => void submit()}
      onCancel={onClose}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: F12 validates the dialog, as on every form */}
      <div
        onKeyDown={(e) => {
          if (e.key !== 'F12') return;
          e.preventDefault();
          void submit();
        }}
      >
        <Form layout="vertical" size="small">
          {withAmount && (
            <Form.Item label="Montant remboursé">
              <MoneyInput aria-label="Montant remboursé" value={amount} onChange={setAmount} />
            </Form.Item>
          )}
          <Form.Item label="Motif">
            <Input aria-label="Motif" value={reason} onChange={(e) => setReason(e.target.value)} />
          </Form.Item>
        </Form>
      </div>
      {error && <Alert type="error" showIcon message={error} role="alert" />}
    </Modal>
  );
}
