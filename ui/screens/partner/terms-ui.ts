// The choices of the partner screens' selects, as the service's edit answers offer them, for list cells.
export const unitLabels: Record<string, string> = { currency: 'Montant (€)', percent: 'Pourcentage (%)' };

export const depositModeLabels: Record<string, string> = {
  fixed: 'Montant fixe',
  percent: 'Pourcentage',
  startedWeek: 'Par semaine commencée',
  firstNight: 'Égal à la première nuit',
};

export const discountKindLabels: Record<string, string> = {
  manual: 'Manuelle',
  automatic: 'Automatique',
  preconfigured: 'Préconfigurée',
};
