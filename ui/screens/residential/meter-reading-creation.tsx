// /meter-reading-creation: creates one meter of a type on each listed place that has none yet
// (places are typed by id), and lists the site's meters.
import { Button, Card, Col, Row, Table } from 'antd';
import { metersForPlacesInputSchema } from '../../../service/domains/residential-setup/contract';
import { useEntitySearch } from '../../entity/queries';
import { notify } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { useLookup } from '../reference/choice-lookup';
import { IdListField } from '../reference/IdListField';
import { MeterCommandForm } from './MeterCommandForm';
import { useCommandForm } from './useCommandForm';

const meterBase = 'meter/meter';

export default function MeterCreationPage() {
  const isReadOnly = !useRight('camping_meter_reading_list').canWrite;
  const typeLabel = useLookup(meterBase, 'availableMeterType', (t) => `${t.label} (${t.unit})`);
  const { data, isFetching } = useEntitySearch(meterBase, { page: 1, pageSize: 100, filters: {} });
  const command = useCommandForm<typeof metersForPlacesInputSchema, { ids: number[] }>({
    path: 'meter/meter/create-for-places',
    schema: metersForPlacesInputSchema,
    refreshes: [meterBase, 'meter/reading'],
    onDone: ({ ids }) => {
      notify('success', `${ids.length} compteur(s) créé(s)`);
      command.form.resetFields();
    },
  });
  return (
    <Card size="small" title="Création des compteurs">
      <MeterCommandForm
        base={meterBase}
        command={command}
        isReadOnly={isReadOnly}
        fields={[
          {
            name: 'numberPrefix',
            label: 'Préfixe du numéro',
            kind: 'text',
            maxLength: 20,
            hint: 'Numéro = préfixe + place',
          },
        ]}
      >
        <Row gutter={12} align="bottom">
          <Col xs={24} md={12}>
            <IdListField name="placeIds" label="Places (identifiants)" isReadOnly={isReadOnly} />
          </Col>
          <Col xs={24} md={12}>
            {!isReadOnly && (
              <Button type="primary" htmlType="submit" loading={command.isPending} style={{ marginBottom: 12 }}>
                Créer les compteurs
              </Button>
            )}
          </Col>
        </Row>
      </MeterCommandForm>
      <Table
        rowKey="id"
        size="small"
        bordered
        loading={isFetching && !data}
        dataSource={data?.items ?? []}
        pagination={false}
        columns={[
          { key: 'placeId', dataIndex: 'placeId', title: 'Place', width: 90 },
          { key: 'meterTypeId', dataIndex: 'meterTypeId', title: 'Type', render: (id: unknown) => typeLabel(id) },
          { key: 'number', dataIndex: 'number', title: 'Numéro' },
        ]}
      />
    </Card>
  );
}
