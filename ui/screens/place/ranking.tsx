// /place-ranking-informations: the site's Atout France classification as decided, beside the
// counts its places give (active places of types counted in the INSEE statistics).
import { Descriptions } from 'antd';
import { placeRankingInputSchema } from '../../../service/domains/place/contract';
import { SettingFormPage } from './SettingFormPage';

interface Computed {
  touring: number;
  rental: number;
  residential: number;
  total: number;
  withoutCapacity: number;
}

function ComputedCounts({ computed }: { computed: Computed }) {
  return (
    <Descriptions
      size="small"
      bordered
      title="D'après les emplacements"
      column={{ xs: 1, md: 2 }}
      style={{ maxWidth: 960, marginTop: 8 }}
      items={[
        { key: 'touring', label: 'Emplacements nus', children: computed.touring },
        { key: 'rental', label: 'Emplacements locatifs', children: computed.rental },
        { key: 'residential', label: 'Emplacements résidentiels', children: computed.residential },
        { key: 'total', label: 'Total', children: computed.total },
        {
          key: 'withoutCapacity',
          label: 'Sans capacité (statistiques indisponibles)',
          children: computed.withoutCapacity,
        },
      ]}
    />
  );
}

export default function RankingPage() {
  return (
    <SettingFormPage
      title="Classement"
      path="place/ranking"
      functionality="camping_place_ranking"
      schema={placeRankingInputSchema}
      fields={[
        { name: 'stars', label: 'Étoiles (1 à 5)', kind: 'integer', min: 1, max: 5 },
        { name: 'decisionNumber', label: 'Numéro de la décision de classement', kind: 'text', maxLength: 40 },
        { name: 'decisionDate', label: 'Date de la décision', kind: 'date' },
        { name: 'totalSurface', label: 'Surface totale (m²)', kind: 'integer', min: 0 },
        { name: 'touringPitches', label: 'Emplacements classés tourisme', kind: 'integer', min: 0 },
        { name: 'rentalPitches', label: 'Emplacements classés locatifs', kind: 'integer', min: 0 },
        { name: 'residentialPitches', label: 'Emplacements classés résidentiels', kind: 'integer', min: 0 },
      ]}
    >
      {/* The ranking answer always carries the counts its places give (service ranking()). */}
      {({ item }) => <ComputedCounts computed={item.computed as Computed} />}
    </SettingFormPage>
  );
}
