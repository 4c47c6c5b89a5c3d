// Cancelling or deleting a stay requires a reason: one of the 'cancellation'
// preference's reasons, a free text, or both (the choice, then the precision).
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../../entity/form-errors';

const maxReason = 200;

interface Props {
  title: string;
  okText: string;
  reasons: string[];
  onOk: (reason: string) => void;
  onCancel: () => void;
}

export function reasonText(choice: string | undefined, precision: string): string {
  return [choice, precision.trim()].filter(Boolean).join(' — ').slice(0, maxReason);
}

export function ReasonModal({ title, okText, reasons, onOk, onCancel }: Props) {
  const [choice, setChoice] = useState<string | undefined>();
  const [precision, setPrecision] = useState('');
  const [isRefused, setRefused] = useState(false);
  const submit = () => {
    const reason = reasonText(choice, precision);
    if (!reason) setRefused(true);
    else onOk(reason);
  };
  const error = isRefused && !reasonText(choice, precision) ? messageOf('REASON_REQUIRED') : undefined;
  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger: true }}
      cancelText="Fermer"
      onOk={submit}
      onCancel={onCancel}
    >
      <Form layout="vertical" size="small">
        <Form.Item label="Motif" validateStatus={error ? 'error' : undefined} help={error}>
          <Select
            aria-label="Motif"
            allowClear
            value={choice}
            options={reasons.map((r) => ({ value: r, label: r }))}
            onChange={setChoice}
          />
        </Form.Item>
        <Form.Item label="Précision">
          <Input.TextArea
            aria-label="Précision"
            rows={2}
            maxLength={maxReason}
            value={precision}
            onChange={(e) => setPrecision(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
