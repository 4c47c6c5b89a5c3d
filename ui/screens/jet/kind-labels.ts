// French labels of the journal's kinds and of the rows it points at, and the filter's choices: the
// known kinds one by one, and each family (`job`, `payment`…) as a whole. An unknown one shows as itself.
import { t } from '../../i18n';

const kinds = () => t('jet:kinds', { returnObjects: true }) as Record<string, string>;
const families = () => t('jet:families', { returnObjects: true }) as Record<string, string>;

const entities = () => t('jet:entities', { returnObjects: true }) as Record<string, string>;

export const kindLabel = (kind: string) => kinds()[kind] ?? kind;

/** « Paiement n° 4 » for `payments` 4. */
export const entityLabel = (entity: string, id: number | null) =>
  `${entities()[entity] ?? entity}${id === null ? '' : ` n° ${id}`}`;

export function kindChoices(): { value: string; label: string }[] {
  return [
    ...Object.entries(families()).map(([value, label]) => ({ value, label })),
    ...Object.entries(kinds()).map(([value, label]) => ({ value, label })),
  ];
}
