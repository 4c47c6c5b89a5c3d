// /guarantee-list: the guarantees held (payments taken as a guarantee, never counted as paid) with
// their state — in progress, released, cashed — booking, customer, method, amount and day. A
// guarantee in progress is released (« Restituer ») or cashed (« Encaisser ») with the write
// right, a comment asked first; once released or cashed it never changes again (the server says so).
import { Button, Form, Input, Modal, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import {
  GUARANTEE_STATE,
  GUARANTEE_STATE_LABELS,
  GUARANTEE_STATES,
  type GuaranteeRow,
} from '../../../service/domains/payment/reports-contract';
import type { ColumnDef } from '../../entity/types';
import { formatMoney } from '../../format';
import { notify } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { ReportTable } from './ReportTable';
import { useGuaranteeAction } from './reports.queries';

const functionality = 'payment_invoice_guarantee_list';
const stateColors: Record<number, string> = {
  [GUARANTEE_STATE.inProgress]: 'blue',
  [GUARANTEE_STATE.released]: 'green',
  [GUARANTEE_STATE.cashed]: 'orange',
};

const columns: readonly ColumnDef<GuaranteeRow>[] = [
  { key: 'paidOn', title: 'Date', sortable: true, format: 'date', width: 100 },
  { key: 'customerName', title: 'Client', sortable: true },
  { key: 'bookingCode', title: 'Séjour', sortable: true, width: 110 },
  { key: 'methodLabel', title: 'Mode', width: 150 },
  { key: 'amountCents', title: 'Montant', sortable: true, format: 'money', width: 110 },
  {
    key: 'state',
    title: 'État',
    sortable: true,
    width: 110,
    render: (r) => <Tag color={stateColors[r.state]}>{GUARANTEE_STATE_LABELS[r.state]}</Tag>,
  },
  { key: 'stateOn', title: 'Le', format: 'date', width: 100 },
  { key: 'comment', title: 'Commentaire' },
];

type Action = 'release' | 'cash';
const ACTIONS: Record<Action, { button: string; title: string; done: string }> = {
  release: { button: 'Restituer', title: 'Restituer la caution', done: 'Caution restituée' },
  cash: { button: 'Encaisser', title: 'Encaisser la caution', done: 'Caution encaissée' },
};

export default function GuaranteeListPage() {
  const canWrite = useRight(functionality).canWrite;
  const mutation = useGuaranteeAction();
  const [asked, setAsked] = useState<{ row: GuaranteeRow; action: Action }>();
  const [comment, setComment] = useState('');
  const confirm = () => {
    if (!asked) return;
    const { row, action } = asked;
    mutation.mutate(
      { id: row.id, action, comment: comment || null },
      { onSuccess: () => notify('success', ACTIONS[action].done), onSettled: () => setAsked(undefined) },
    );
  };
  const button = (selected: GuaranteeRow | undefined, action: Action) => (
    <Button
      key={action}
      disabled={!selected || selected.state !== GUARANTEE_STATE.inProgress}
      onClick={() => {
        if (!selected) return;
        setComment('');
        setAsked({ row: selected, action });
      }}
    >
      {ACTIONS[action].button}
    </Button>
  );
  return (
    <>
      <ReportTable<GuaranteeRow>
        name="guarantee-list"
        path="payment/guarantee/search"
        exportPath="payment/guarantee/document"
        label="Dépôts de garantie"
        title={() => 'Dépôts de garantie'}
        functionality={functionality}
        columns={columns}
        dayFilters={[
          { name: 'from', label: 'Du' },
          { name: 'to', label: 'Au' },
        ]}
        searchPlaceholder="Client ou séjour (3 caractères)"
        extraFilters={
          <Form.Item name="state" label="État">
            <Select
              allowClear
              placeholder="Tous"
              style={{ width: 140 }}
              options={GUARANTEE_STATES.map((s) => ({ value: s.id, label: s.label }))}
            />
          </Form.Item>
        }
        rowActions={(selected) =>
          canWrite ? (
            <Space>
              {button(selected, 'release')}
              {button(selected, 'cash')}
            </Space>
          ) : null
        }
      />
      <Modal
        open={asked !== undefined}
        title={asked ? ACTIONS[asked.action].title : ''}
        okText={asked ? ACTIONS[asked.action].button : ''}
        cancelText="Annuler"
        confirmLoading={mutation.isPending}
        onOk={confirm}
        onCancel={() => setAsked(undefined)}
      >
        {asked && (
          <p>
            Caution de {formatMoney(asked.row.amountCents)} de {asked.row.customerName}
            {asked.row.bookingCode ? ` (séjour ${asked.row.bookingCode})` : ''} : cet état ne pourra plus changer.
          </p>
        )}
        <Input.TextArea
          aria-label="Commentaire"
          placeholder="Commentaire"
          rows={2}
          maxLength={500}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </Modal>
    </>
  );
}
