// /place-availability-mode: how availability is counted (place by place, or a quantity per place
// type) and the place ordering mode every place list follows.
import { placeSettingsInputSchema } from '../../../service/domains/place/contract';
import { SettingFormPage } from './SettingFormPage';

export default function AvailabilityModePage() {
  return (
    <SettingFormPage
      title="Mode de disponibilité"
      path="place/availability-mode"
      functionality="camping_place_availability_mode"
      schema={placeSettingsInputSchema}
      fields={[
        {
          name: 'availabilityMode',
          label: 'Disponibilité',
          kind: 'select',
          required: true,
          choices: 'availableAvailabilityMode',
        },
        {
          name: 'placeOrdering',
          label: 'Ordre des emplacements',
          kind: 'select',
          required: true,
          choices: 'availablePlaceOrdering',
        },
      ]}
    />
  );
}
