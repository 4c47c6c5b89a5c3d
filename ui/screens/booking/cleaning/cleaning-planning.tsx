// /cleanning-planning: the housekeeping tasks by day × housekeeper, filtered by dates, state, kind
// and person (kept in the URL). Cards rather than a wide table, so that a housekeeper moves a task
// along (take, start, finish) from a phone.
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Badge, Card, Col, Empty, Grid, Row, Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import {
  CLEANING_KINDS,
  CLEANING_STATES,
  type CleaningTaskDto,
} from '../../../../service/domains/booking/cleaning/contract';
import { useRight } from '../../../shell/rights';
import { useSession } from '../../../shell/session';
import { DayInput } from '../../pricing/DayInput';
import { cleaningQueries, type PlanningFilters, useMoveTask, useTaskNote } from './cleaning.queries';
import { kindChoices, stateChoices } from './labels';
import { NoteDialog } from './NoteDialog';
import { dayTitle, groupByDayAndPerson, UNASSIGNED } from './planning-groups';
import { TaskCard } from './TaskCard';

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const searchSchema = z.object({
  from: optional(z.string()),
  to: optional(z.string()),
  state: optional(z.enum(CLEANING_STATES)),
  kind: optional(z.enum(CLEANING_KINDS)),
  assigneeId: optional(z.number().int().min(0)),
});

function Filters({
  filters,
  people,
  onChange,
}: {
  filters: PlanningFilters;
  people: { value: number; label: string }[];
  onChange: (patch: Partial<PlanningFilters>) => void;
}) {
  return (
    <Space wrap size={8} style={{ marginBottom: 12 }}>
      <div style={{ width: 140 }}>
        <DayInput aria-label="Du" value={filters.from} onChange={(from) => onChange({ from: from || undefined })} />
      </div>
      <div style={{ width: 140 }}>
        <DayInput aria-label="Au" value={filters.to} onChange={(to) => onChange({ to: to || undefined })} />
      </div>
      <Select
        allowClear
        aria-label="État"
        placeholder="État"
        style={{ width: 140 }}
        options={stateChoices}
        value={filters.state}
        onChange={(state) => onChange({ state })}
      />
      <Select
        allowClear
        aria-label="Type de tâche"
        placeholder="Type de tâche"
        style={{ width: 160 }}
        options={kindChoices}
        value={filters.kind}
        onChange={(kind) => onChange({ kind })}
      />
      <Select
        allowClear
        aria-label="Personne"
        placeholder="Personne"
        style={{ width: 180 }}
        options={people}
        value={filters.assigneeId}
        onChange={(assigneeId) => onChange({ assigneeId })}
      />
    </Space>
  );
}

export default function CleaningPlanningPage() {
  const navigate = useNavigate();
  const filters: PlanningFilters = searchSchema.parse(useSearch({ strict: false }));
  const me = useSession().user?.id;
  const isReadOnly = !useRight('booking_cleaning_planning').canWrite;
  const isTouch = !Grid.useBreakpoint().md;
  const { data } = useQuery(cleaningQueries.planning(filters));
  const move = useMoveTask();
  const saveNote = useTaskNote();
  const [noting, setNoting] = useState<CleaningTaskDto | null>(null);

  const onChange = (patch: Partial<PlanningFilters>) =>
    void navigate({ to: '/cleanning-planning', search: { ...filters, ...patch } });

  if (!data) return <Spin />;
  const people = [
    { value: 0, label: UNASSIGNED },
    ...data.housekeepers.map((h) => ({ value: h.id, label: h.id === me ? `${h.name} (moi)` : h.name })),
  ];
  const days = groupByDayAndPerson(data.items, data.housekeepers);
  const shown = { ...filters, from: filters.from ?? data.from, to: filters.to ?? data.to };
  return (
    <Card size="small" title="Planning du ménage" styles={{ body: { padding: 12 } }}>
      <Filters filters={shown} people={people} onChange={onChange} />
      {days.length === 0 && <Empty description="Aucune tâche sur ces dates" />}
      {days.map(({ day, people: groups }) => (
        <section key={day} aria-label={dayTitle(day)}>
          <Typography.Title level={5} style={{ margin: '8px 0' }}>
            {dayTitle(day)}
          </Typography.Title>
          <Row gutter={[12, 0]}>
            {groups.map((group) => (
              <Col key={group.assigneeId} xs={24} sm={12} lg={8} xl={6} xxl={4}>
                <Space style={{ marginBottom: 6 }}>
                  <Typography.Text strong>{group.name}</Typography.Text>
                  <Badge count={group.tasks.length} color="#8c8c8c" />
                </Space>
                {group.tasks.map((task) => (
                  <TaskCard
                    key={task.id}
                    task={task}
                    isReadOnly={isReadOnly}
                    isMoving={move.isPending && move.variables?.id === task.id}
                    isTouch={isTouch}
                    onMove={(state) => move.mutate({ id: task.id, state })}
                    onNote={() => setNoting(task)}
                  />
                ))}
              </Col>
            ))}
          </Row>
        </section>
      ))}
      <NoteDialog
        task={noting}
        isSaving={saveNote.isPending}
        onClose={() => setNoting(null)}
        onSave={(note) => noting && saveNote.mutate({ id: noting.id, note }, { onSuccess: () => setNoting(null) })}
      />
    </Card>
  );
}
