// /booking-import/:bookingImportId: one internet booking — its summary, its party, the JSON as the
// channel sent it — with the decision and integration buttons and, once integrated, the booking.
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Alert, Button, Card, Space, Spin, Tabs } from 'antd';
import { ApiError } from '../../../api/client';
import { useShortcuts } from '../../../entity/useShortcuts';
import { notify, toast } from '../../../shell/notify';
import { useRight } from '../../../shell/rights';
import { ImportActions } from './ImportActions';
import { ImportParty } from './ImportParty';
import { ImportSummary } from './ImportSummary';
import { type ImportAction, importQueries, useImportAction } from './imports.queries';

export default function ImportDetailPage() {
  const navigate = useNavigate();
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const id = Number(params.bookingImportId ?? 0) || 0;
  const canWrite = useRight('booking_import_list').canWrite;
  const { data: item } = useQuery(importQueries.detail(id));
  const action = useImportAction(id);
  const quit = () => void navigate({ to: '/booking-import-list' });
  useShortcuts({ Escape: quit });

  const run = async (a: ImportAction) => {
    try {
      const answer = await action.mutateAsync(a);
      if (answer.status === 'SAVED') toast.saved();
      else toast.saveFailed();
    } catch (error) {
      // Integration failures are kept on the import and shown above; say it once here too.
      if (a.kind === 'integrate' && error instanceof ApiError) notify('error', error.message);
      throw error;
    }
  };

  if (!item) return <Spin />;
  return (
    <Card
      size="small"
      title={`Réservation importée ${item.externalReference} — ${item.channelLabel}`}
      extra={
        <Space>
          <ImportActions item={item} canWrite={canWrite} isBusy={action.isPending} run={run} />
          <Button onClick={quit}>Quitter</Button>
        </Space>
      }
    >
      {item.integrationError && item.integrationFlag !== 'PROCESSED' && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 8 }}
          title={`Dernière erreur d'intégration : ${item.integrationError}`}
        />
      )}
      <ImportSummary item={item} />
      <Tabs
        size="small"
        items={[
          { key: 'party', label: 'Occupants et options', children: <ImportParty payload={item.payload} /> },
          {
            key: 'json',
            label: 'JSON reçu',
            children: (
              <pre style={{ maxHeight: 420, overflow: 'auto', fontSize: 12, margin: 0 }}>
                {JSON.stringify(item.payload, null, 2)}
              </pre>
            ),
          },
        ]}
      />
    </Card>
  );
}
