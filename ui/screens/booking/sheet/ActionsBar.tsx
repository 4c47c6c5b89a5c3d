// The sheet's header actions (booking actions): save (F12), the transitions of the saved
// booking, each confirmed (cancel and delete ask a reason), and quit (Esc). Transitions act on
// the saved booking, so they wait until the changes are saved.
import { DownOutlined, SaveOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { Button, Dropdown, Modal, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { BOOKING_KIND, type BookingDto } from '../../../../service/domains/booking/contract';
import { ReasonModal } from './ReasonModal';

export type Transition = (action: string, body: object) => void;

interface Props {
  booking: BookingDto | null;
  isModified: boolean;
  isSaving: boolean;
  /** No save: a reader, or a stay that may no longer change. */
  isReadOnly: boolean;
  /** The write right: without it no action is offered (a cancelled stay may still be deleted). */
  canWrite: boolean;
  canDelete: boolean;
  reasons: { cancellation: string[]; deletion: string[] };
  onSave: () => void;
  onQuit: () => void;
  onTransition: Transition;
}

const confirmations: Record<string, string> = {
  'to-reservation': "Confirmer l'option en réservation ?",
  'to-option': 'Repasser la réservation en option ?',
  'from-quote-2': 'Convertir le devis en option ?',
  'from-quote-3': 'Convertir le devis en réservation ?',
  validate: 'Valider la réservation ?',
};

function transitionsOf(b: BookingDto, canDelete: boolean): MenuProps['items'] {
  const isLive = b.state === 'NORMAL';
  return [
    ...(isLive && b.kind === BOOKING_KIND.option ? [{ key: 'to-reservation', label: 'Confirmer en réservation' }] : []),
    ...(isLive && b.kind === BOOKING_KIND.reservation ? [{ key: 'to-option', label: 'Repasser en option' }] : []),
    ...(isLive && b.kind === BOOKING_KIND.quote
      ? [
          { key: 'from-quote-2', label: 'Convertir en option' },
          { key: 'from-quote-3', label: 'Convertir en réservation' },
        ]
      : []),
    ...(isLive && !b.isValidated ? [{ key: 'validate', label: 'Valider' }] : []),
    ...(isLive ? [{ key: 'cancel', label: 'Annuler le séjour…', danger: true }] : []),
    ...(canDelete && b.state !== 'DELETED' ? [{ key: 'delete', label: 'Supprimer…', danger: true }] : []),
  ];
}

export function ActionsBar({
  booking,
  isModified,
  canWrite,
  canDelete,
  isSaving,
  isReadOnly,
  reasons,
  onSave,
  onQuit,
  onTransition,
}: Props) {
  const [asking, setAsking] = useState<'cancel' | 'delete' | null>(null);
  const run = (key: string) => {
    if (key === 'cancel' || key === 'delete') return setAsking(key);
    const [action, body] = key.startsWith('from-quote-') ? ['from-quote', { kind: Number(key.slice(-1)) }] : [key, {}];
    Modal.confirm({
      title: confirmations[key],
      okText: 'Confirmer',
      cancelText: 'Fermer',
      onOk: () => onTransition(action, body),
    });
  };
  const items = booking ? transitionsOf(booking, canDelete) : [];
  const canAct = booking !== null && !isModified && !isSaving && (items?.length ?? 0) > 0;
  return (
    <Space>
      {!isReadOnly && (
        <Button type="primary" icon={<SaveOutlined />} onClick={onSave} loading={isSaving}>
          Enregistrer (F12)
        </Button>
      )}
      {booking && canWrite && (
        <Tooltip title={isModified ? "Enregistrez d'abord vos modifications" : ''}>
          <Dropdown disabled={!canAct} menu={{ items, onClick: ({ key }) => run(key) }} trigger={['click']}>
            <Button>
              Actions <DownOutlined />
            </Button>
          </Dropdown>
        </Tooltip>
      )}
      <Button onClick={onQuit}>Quitter</Button>
      {asking && (
        <ReasonModal
          title={asking === 'cancel' ? 'Annuler le séjour' : 'Supprimer la réservation'}
          okText={asking === 'cancel' ? "Confirmer l'annulation" : 'Confirmer la suppression'}
          reasons={asking === 'cancel' ? reasons.cancellation : reasons.deletion}
          onCancel={() => setAsking(null)}
          onOk={(reason) => {
            setAsking(null);
            onTransition(asking, { reason });
          }}
        />
      )}
    </Space>
  );
}
