// The decision buttons of an import, each behind a confirmation: accept or refuse a pending one,
// force the other decision on a decided one ("forced validation or refusal"), integrate an
// accepted one. A refusal asks its reason.
import { Button, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import type { ImportDetail } from '../../../../service/domains/booking-import/contract';
import type { ImportAction } from './imports.queries';

interface Props {
  item: ImportDetail;
  canWrite: boolean;
  isBusy: boolean;
  run: (action: ImportAction) => Promise<void>;
}

function confirm(title: string, content: string, onOk: () => Promise<void>) {
  Modal.confirm({
    title,
    content,
    okText: 'Confirmer',
    cancelText: 'Annuler',
    onOk: () => onOk().catch(() => undefined),
  });
}

export function ImportActions({ item, canWrite, isBusy, run }: Props) {
  const [refusing, setRefusing] = useState<{ forced: boolean } | null>(null);
  const [reason, setReason] = useState('');
  if (!canWrite || item.integrationFlag === 'PROCESSED') return null;
  const isPending = item.decision === 'PENDING';
  // A refused import, or an accepted one whose amount the site's grid does not match.
  const canForceAccept = item.decision === 'REFUSED' || (item.decision === 'ACCEPTED' && !item.isForced);

  const accept = (forced: boolean) =>
    confirm(
      forced ? "Forcer l'acceptation ?" : 'Accepter cette réservation ?',
      forced
        ? 'Intégrée, elle prendra le tarif du camping même si le montant vendu par le canal diffère. La disponibilité de la place reste vérifiée.'
        : 'Elle pourra ensuite être intégrée si le tarif du camping égale le montant vendu.',
      () => run({ kind: 'accept', forced }),
    );
  const refuse = async () => {
    if (!refusing) return;
    await run({ kind: 'refuse', forced: refusing.forced, reason }).catch(() => undefined);
    setRefusing(null);
    setReason('');
  };

  return (
    <Space wrap>
      {isPending && (
        <>
          <Button type="primary" loading={isBusy} onClick={() => accept(false)}>
            Accepter
          </Button>
          <Button danger loading={isBusy} onClick={() => setRefusing({ forced: false })}>
            Refuser
          </Button>
        </>
      )}
      {canForceAccept && (
        <Button loading={isBusy} onClick={() => accept(true)}>
          Forcer l'acceptation
        </Button>
      )}
      {item.decision === 'ACCEPTED' && (
        <>
          <Button
            type="primary"
            loading={isBusy}
            onClick={() =>
              confirm(
                'Intégrer cette réservation ?',
                "Le client est retrouvé par son e-mail (sinon créé) et la réservation est créée. Une réservation ne s'intègre qu'une fois.",
                () => run({ kind: 'integrate' }),
              )
            }
          >
            Intégrer
          </Button>
          <Button danger loading={isBusy} onClick={() => setRefusing({ forced: true })}>
            Forcer le refus
          </Button>
        </>
      )}
      <Modal
        title={refusing?.forced ? 'Forcer le refus' : 'Refuser la réservation'}
        open={refusing !== null}
        okText="Refuser"
        okButtonProps={{ danger: true, disabled: reason.trim() === '' }}
        cancelText="Annuler"
        onOk={() => void refuse()}
        onCancel={() => setRefusing(null)}
      >
        <Input.TextArea
          aria-label="Motif du refus"
          placeholder="Motif du refus"
          maxLength={200}
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Space>
  );
}
