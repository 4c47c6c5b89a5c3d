// « Annuler la facture »: an issued invoice is never changed; it is cancelled by a cancelling
// invoice that mirrors it, which needs a reason.
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../entity/form-errors';

interface Props {
  number: string;
  isSaving: boolean;
  onOk: (reason: string) => void;
  onCancel: () => void;
}

export function CancelInvoiceModal({ number, isSaving, onOk, onCancel }: Props) {
  const [reason, setReason] = useState('');
  const [isRefused, setRefused] = useState(false);
  const submit = () => {
    if (!reason.trim()) setRefused(true);
    else onOk(reason.trim());
  };
  const error = isRefused && !reason.trim() ? messageOf('REASON_REQUIRED') : undefined;
  return (
    <Modal
      open
      title={`Annuler la facture ${number}`}
      okText="Émettre la facture d'annulation"
      cancelText="Fermer"
      okButtonProps={{ danger: true, loading: isSaving }}
      onOk={submit}
      onCancel={onCancel}
    >
      <p>Une facture d'annulation reprendra cette facture en négatif ; la facture elle-même reste inchangée.</p>
      <Form layout="vertical">
        <Form.Item label="Motif" required validateStatus={error ? 'error' : undefined} help={error}>
          <Input.TextArea
            rows={3}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            autoFocus
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
