// /meter-reading-form: a reading typed for a place and a meter type; the service finds the meter
// and applies the meter rules (date after the last, quantity between its neighbours...).
import { Button, Card } from 'antd';
import { placeReadingInputSchema } from '../../../service/domains/residential-setup/contract';
import { DenseForm } from '../../entity/DenseForm';
import { EntityFields } from '../../entity/EntityFields';
import { toast } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { useChoices } from '../reference/choice-lookup';
import { useCommandForm } from './useCommandForm';

export default function MeterReadingFormPage() {
  const isReadOnly = !useRight('camping_meter_reading_list').canWrite;
  const availableMeterType = useChoices('meter/reading', 'availableMeterType');
  const { form, submit, isPending } = useCommandForm<typeof placeReadingInputSchema, { id: number }>({
    path: 'meter/reading/for-place',
    schema: placeReadingInputSchema,
    refreshes: ['meter/reading'],
    // Next place: keep the type and the day, clear the place and the quantity.
    onDone: () => {
      toast.saved();
      form.setFieldsValue({ placeId: null, quantity: null });
    },
  });
  return (
    <Card
      size="small"
      title="Saisie d'un relevé"
      extra={
        !isReadOnly && (
          <Button type="primary" loading={isPending} onClick={() => void submit()}>
            Valider
          </Button>
        )
      }
    >
      <DenseForm form={form} isReadOnly={isReadOnly} onSubmit={() => void submit()} style={{ maxWidth: 960 }}>
        <EntityFields
          item={{ availableMeterType }}
          isReadOnly={isReadOnly}
          fields={[
            {
              name: 'meterTypeId',
              label: 'Type de compteur',
              kind: 'select',
              required: true,
              choices: 'availableMeterType',
            },
            { name: 'placeId', label: 'Place (identifiant)', kind: 'integer', required: true, min: 1 },
            { name: 'readingDate', label: 'Date du relevé', kind: 'date', required: true },
            { name: 'quantity', label: 'Index relevé', kind: 'integer', required: true, min: 0 },
          ]}
        />
      </DenseForm>
    </Card>
  );
}
