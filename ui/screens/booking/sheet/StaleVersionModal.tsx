// The save refused because someone else saved the booking after this user opened it: the
// catalogue's message (who and when), and « Recharger » to start again on the booking as it is
// now, the user's own edits listed beside it.
import { Button, Modal } from 'antd';
import type { DraftVersions } from './useDraft';

export function StaleVersionModal({ versions }: { versions: DraftVersions }) {
  const { refusal } = versions;
  return (
    <Modal
      open={refusal !== null}
      title="Réservation modifiée entre-temps"
      onCancel={versions.closeRefusal}
      footer={[
        <Button key="close" onClick={versions.closeRefusal}>
          Fermer
        </Button>,
        <Button
          key="reload"
          type="primary"
          autoFocus
          loading={versions.isReloading}
          onClick={() => void versions.reload()}
        >
          Recharger
        </Button>,
      ]}
    >
      <p>{refusal?.message}</p>
      <p>
        Rien de votre saisie n'a été enregistré. « Recharger » ouvre la réservation telle qu'elle est maintenant et
        liste à côté ce que vous aviez modifié, pour que vous le reportiez.
      </p>
    </Modal>
  );
}
