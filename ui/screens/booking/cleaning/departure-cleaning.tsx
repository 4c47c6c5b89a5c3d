// /booking-departure-cleanning: the day's departures, each with the task it gives the
// housekeeping. The reception generates the tasks, assigns them, changes a kind and reopens a
// task done that needs another visit.
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Button, Card, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import { z } from 'zod';
import type { CleaningKind, DepartureDto, Housekeeper } from '../../../../service/domains/booking/cleaning/contract';
import { canReopen } from '../../../../service/domains/booking/cleaning/contract';
import { formatDate } from '../../../format';
import { toast } from '../../../shell/notify';
import { useRight } from '../../../shell/rights';
import { DayInput } from '../../pricing/DayInput';
import { cleaningQueries, useEditTask, useGenerateTasks, useReopenTask } from './cleaning.queries';
import { kindChoices, kindColors, kindLabels, stateColors, stateLabels } from './labels';

const searchSchema = z.object({ day: z.string().optional().catch(undefined) });

interface Actions {
  isReadOnly: boolean;
  housekeepers: Housekeeper[];
  edit: (row: DepartureDto, change: { assigneeId?: number | null; kind?: CleaningKind }) => void;
  reopen: (taskId: number) => void;
}

function columns({ isReadOnly, housekeepers, edit, reopen }: Actions) {
  const people = housekeepers.map((h) => ({ value: h.id, label: h.name }));
  return [
    { key: 'place', title: 'Emplacement', width: 110, render: (_: unknown, r: DepartureDto) => <b>{r.placeNumber}</b> },
    { key: 'type', dataIndex: 'placeTypeLabel', title: "Type d'hébergement", width: 160 },
    { key: 'customer', dataIndex: 'customerName', title: 'Client' },
    {
      key: 'stay',
      title: 'Séjour',
      width: 200,
      render: (_: unknown, r: DepartureDto) => `${formatDate(r.startDate)} → ${formatDate(r.endDate)}`,
    },
    {
      key: 'next',
      title: 'Arrivée le jour même',
      width: 150,
      render: (_: unknown, r: DepartureDto) => (r.hasArrivalSameDay ? <Tag color="volcano">Oui</Tag> : 'Non'),
    },
    { key: 'gone', title: 'Parti', width: 70, render: (_: unknown, r: DepartureDto) => (r.isGone ? 'Oui' : 'Non') },
    {
      key: 'kind',
      title: 'Tâche',
      width: 170,
      render: (_: unknown, r: DepartureDto) =>
        !r.task ? (
          <Typography.Text type="secondary">À générer</Typography.Text>
        ) : isReadOnly || r.task.state === 'DONE' ? (
          <Tag color={kindColors[r.task.kind]}>{kindLabels[r.task.kind]}</Tag>
        ) : (
          <Select
            size="small"
            aria-label={`Type de tâche ${r.placeNumber}`}
            style={{ width: '100%' }}
            value={r.task.kind}
            options={kindChoices}
            onChange={(kind) => edit(r, { kind })}
          />
        ),
    },
    {
      key: 'assignee',
      title: 'Attribuée à',
      width: 190,
      render: (_: unknown, r: DepartureDto) =>
        !r.task ? null : isReadOnly || r.task.state === 'DONE' ? (
          (r.task.assigneeName ?? '—')
        ) : (
          <Select
            size="small"
            allowClear
            placeholder="Personne"
            aria-label={`Attribuer ${r.placeNumber}`}
            style={{ width: '100%' }}
            value={r.task.assigneeId ?? undefined}
            options={people}
            onChange={(assigneeId) => edit(r, { assigneeId: assigneeId ?? null })}
          />
        ),
    },
    {
      key: 'state',
      title: 'État',
      width: 170,
      render: (_: unknown, r: DepartureDto) =>
        r.task && (
          <Space size={4}>
            <Tag color={stateColors[r.task.state]}>{stateLabels[r.task.state]}</Tag>
            {!isReadOnly && canReopen(r.task.state) && (
              <Button size="small" onClick={() => r.task && reopen(r.task.id)}>
                Rouvrir
              </Button>
            )}
          </Space>
        ),
    },
  ];
}

export default function DepartureCleaningPage() {
  const navigate = useNavigate();
  const { day } = searchSchema.parse(useSearch({ strict: false }));
  const isReadOnly = !useRight('booking_departure_cleaning').canWrite;
  const { data } = useQuery(cleaningQueries.departures(day));
  const generate = useGenerateTasks();
  const editTask = useEditTask();
  const reopenTask = useReopenTask();

  const setDay = (next: string) =>
    void navigate({ to: '/booking-departure-cleanning', search: next ? { day: next } : {} });
  const edit: Actions['edit'] = (row, change) => {
    if (!row.task) return;
    const { id, assigneeId, kind } = row.task;
    editTask.mutate({ id, assigneeId, kind, ...change }, { onSuccess: () => toast.saved() });
  };

  if (!data) return <Spin />;
  const missing = data.departures.filter((d) => !d.task).length;
  return (
    <Card
      size="small"
      title={`Ménage des départs du ${formatDate(data.day)}`}
      extra={
        <Space wrap>
          <div style={{ width: 150 }}>
            <DayInput size="small" aria-label="Jour des départs" value={data.day} onChange={setDay} />
          </div>
          {!isReadOnly && (
            <Button
              type="primary"
              size="small"
              loading={generate.isPending}
              onClick={() => generate.mutate(data.day, { onSuccess: () => toast.saved() })}
            >
              Générer les tâches{missing > 0 ? ` (${missing})` : ''}
            </Button>
          )}
        </Space>
      }
    >
      <Table<DepartureDto>
        rowKey="occupancyId"
        size="small"
        bordered
        dataSource={data.departures}
        columns={columns({ isReadOnly, housekeepers: data.housekeepers, edit, reopen: (id) => reopenTask.mutate(id) })}
        pagination={false}
        locale={{ emptyText: 'Aucun départ ce jour' }}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
