// « Annuler les options échues maintenant »: runs now what the nightly job does (the service's
// expireOptions), for a user who may write bookings. The option preference decides: off, nothing
// is cancelled and the answer says so (the site's choice is not overridden from a list).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import type { OptionExpiryAnswer } from '../../../../service/domains/booking/contract';
import { api } from '../../../api/client';
import { notify } from '../../../shell/notify';
import { useRight } from '../../../shell/rights';
import { listQueries } from './lists.queries';

function report(answer: OptionExpiryAnswer) {
  if (!answer.isEnabled) {
    notify(
      'warning',
      "Préférence « Annuler les options échues » décochée (Préférences des options) : aucune option n'a été annulée.",
    );
    return;
  }
  const left = answer.skipped.map((s) => `${s.code} laissée : ${s.reason}`).join(' — ');
  const done =
    answer.count === 0
      ? 'Aucune option échue à annuler.'
      : `${answer.count} option${answer.count > 1 ? 's' : ''} échue${answer.count > 1 ? 's' : ''} annulée${answer.count > 1 ? 's' : ''} : ${answer.codes.join(', ')}.`;
  notify(answer.skipped.length ? 'warning' : 'success', left ? `${done} ${left}` : done);
}

export function ExpireOptionsButton() {
  const client = useQueryClient();
  const { canWrite } = useRight('booking_booking_list');
  const run = useMutation({
    mutationFn: () => api<OptionExpiryAnswer>('booking/booking/expire-options', { method: 'POST' }),
    onSuccess: report,
    onSettled: () => client.invalidateQueries({ queryKey: listQueries.all }),
  });
  if (!canWrite) return null;
  return (
    <Button
      size="small"
      danger
      loading={run.isPending}
      onClick={() =>
        Modal.confirm({
          title: 'Annuler les options échues maintenant ?',
          content:
            "Chaque option dont la validité est passée est annulée sans frais (motif « Option échue le … ») et son emplacement libéré, comme la nuit si la préférence des options « Annuler les options échues » est cochée. Décochée, rien n'est annulé.",
          okText: 'Annuler les options échues',
          cancelText: 'Retour',
          onOk: () => run.mutateAsync(),
        })
      }
    >
      Annuler les options échues maintenant
    </Button>
  );
}
