// « Ajouter les suppléments »: the server adds every active extra that is not yet an option of the
// grid, at its catalogue price, as a new version; the grid is then read again. Unsaved changes of
// the screen would be lost with that reload, so the user is asked first.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/client';
import { entityQueries } from '../../entity/queries';
import { notify } from '../../shell/notify';
import { GRID_BASE } from './grid-data';

export function useFillFromExtras(gridId: number, mayReload: () => Promise<boolean>) {
  const client = useQueryClient();
  const [isFilling, setFilling] = useState(false);
  const fill = async () => {
    if (!(await mayReload())) return;
    setFilling(true);
    try {
      const { added } = await api<{ added: number }>(`price/grid/options-from-extras/${gridId}`, { method: 'POST' });
      await client.invalidateQueries({ queryKey: entityQueries.all(GRID_BASE) });
      if (added === 0) notify('info', 'Tous les suppléments actifs sont déjà des options de la grille.');
      else
        notify(
          'success',
          `${added} ${added > 1 ? 'suppléments ajoutés' : 'supplément ajouté'} aux options, au prix du catalogue.`,
        );
    } finally {
      setFilling(false);
    }
  };
  return { fill, isFilling };
}
