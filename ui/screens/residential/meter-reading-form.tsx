// /meter-reading-form: a reading typed for a place and a meter type; the service finds the meter
// and applies the meter rules (date after the last, quantity between its neighbours...).
import { Button, Card } from 'antd';
import { placeReadingInputSchema } from '../../../service/domains/residential-setup/contract';
import { toast } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { MeterCommandForm } from './MeterCommandForm';
import { useCommandForm } from './useCommandForm';

export default function MeterReadingFormPage() {
  const isReadOnly = !useRight('camping_meter_reading_list').canWrite;
  const command = useCommandForm<typeof placeReadingInputSchema, { id: number }>({
    path: 'meter/reading/for-place',
    schema: placeReadingInputSchema,
    refreshes: ['meter/reading'],
    // Next place: keep the type and the day, clear the place and the quantity.
    onDone: () => {
      toast.saved();
      command.form.setFieldsValue({ placeId: null, quantity: null });
    },
  });
  return (
    <Card
      size="small"
      title="Saisie d'un relevé"
      extra={
        !isReadOnly && (
          <Button type="primary" loading={command.isPending} onClick={() => void command.submit()}>
            Valider
          </Button>
        )
      }
    >
      <MeterCommandForm
        base="meter/reading"
        command={command}
        isReadOnly={isReadOnly}
        fields={[
          { name: 'placeId', label: 'Place (identifiant)', kind: 'integer', required: true, min: 1 },
          { name: 'readingDate', label: 'Date du relevé', kind: 'date', required: true },
          { name: 'quantity', label: 'Index relevé', kind: 'integer', required: true, min: 0 },
        ]}
      />
    </Card>
  );
}
