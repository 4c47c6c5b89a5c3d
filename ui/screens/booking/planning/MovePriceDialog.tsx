// The planning's move when it changes the price: the price now, the new price under each of the
// four price update choices (labelled as the sheet labels them), the sheet's default chosen; a
// choice that cannot price the move says why and cannot be taken. Enter moves, Esc cancels.
import { Modal, Radio, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import {
  type MovePreview,
  PRICE_UPDATE_CHOICE_LABELS,
  type PriceUpdateChoice,
} from '../../../../service/domains/booking/contract';
import { formatDate, formatMoney } from '../../../format';
import type { MoveRequest } from './PlanningGrid';
import { firstChoice } from './planning-model';

interface Props {
  move: MoveRequest;
  preview: MovePreview;
  isSaving: boolean;
  onConfirm: (choice: PriceUpdateChoice) => void;
  onCancel: () => void;
}

export function MovePriceDialog({ move, preview, isSaving, onConfirm, onCancel }: Props) {
  const [choice, setChoice] = useState(firstChoice(preview));
  const confirm = () => choice && !isSaving && onConfirm(choice);
  // Enter (or F12, the validate key) anywhere in the dialog moves; Esc is the dialog's own cancel.
  const latest = useRef(confirm);
  latest.current = confirm;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== 'F12') return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Modal
      open
      title="Déplacer le séjour : le prix change"
      okText="Déplacer"
      cancelText="Annuler"
      okButtonProps={{ disabled: !choice, loading: isSaving }}
      onOk={confirm}
      onCancel={onCancel}
      width={620}
    >
      <div>
        <Typography.Paragraph style={{ marginBottom: 8 }}>
          {move.stay.customerName} : emplacement {move.placeNumber}, du {formatDate(move.startDate)} au{' '}
          {formatDate(move.endDate)}.
        </Typography.Paragraph>
        <Typography.Paragraph style={{ marginBottom: 8 }}>
          Prix actuel : <strong data-testid="move-current-price">{formatMoney(preview.currentCents)}</strong>
        </Typography.Paragraph>
        <Radio.Group
          aria-label="Mise à jour du prix"
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          style={{ width: '100%' }}
        >
          <Space direction="vertical" style={{ width: '100%' }} size={4}>
            {preview.prices.map((p) => (
              <Radio
                key={p.choice}
                value={p.choice}
                disabled={p.totalCents === null}
                autoFocus={p.choice === choice}
                style={{ width: '100%' }}
              >
                <Space size={8}>
                  <span style={{ display: 'inline-block', minWidth: 360 }}>{PRICE_UPDATE_CHOICE_LABELS[p.choice]}</span>
                  {p.totalCents !== null ? (
                    <strong>{formatMoney(p.totalCents)}</strong>
                  ) : (
                    <Typography.Text type="secondary">{p.error?.message}</Typography.Text>
                  )}
                </Space>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </div>
    </Modal>
  );
}
