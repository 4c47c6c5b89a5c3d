// One housekeeping task as a card: big enough to be used with a thumb on a phone, with one
// large button per move the task allows (to do → taken → in progress → done).
import { Button, Card, Space, Tag, Typography } from 'antd';
import {
  type CleaningState,
  type CleaningTaskDto,
  nextStates,
} from '../../../../service/domains/booking/cleaning/contract';
import { formatDateTime } from '../../../format';
import { kindColors, kindLabels, moveLabels, stateColors, stateLabels } from './labels';

interface Props {
  task: CleaningTaskDto;
  isReadOnly: boolean;
  isMoving: boolean;
  /** A phone: large buttons for a thumb; a desk keeps the screen dense. */
  isTouch: boolean;
  onMove: (state: CleaningState) => void;
  onNote: () => void;
}

/** Moving forward is the usual gesture; giving a task back is the quiet one. */
const isForward = (state: CleaningState) => state !== 'TODO';

function stamp(task: CleaningTaskDto): string | null {
  if (task.doneAt) return `Terminée le ${formatDateTime(task.doneAt)} par ${task.doneByName ?? '—'}`;
  if (task.startedAt) return `Commencée le ${formatDateTime(task.startedAt)}`;
  if (task.takenAt) return `Prise le ${formatDateTime(task.takenAt)} par ${task.takenByName ?? '—'}`;
  return null;
}

export function TaskCard({ task, isReadOnly, isMoving, isTouch, onMove, onNote }: Props) {
  const moves = isReadOnly ? [] : nextStates(task.state);
  const stamped = stamp(task);
  return (
    <Card
      size="small"
      role="article"
      aria-label={`Tâche ${task.placeNumber}`}
      style={{ marginBottom: 8 }}
      title={
        <Space size={6} wrap>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {task.placeNumber}
          </Typography.Text>
          <Tag color={kindColors[task.kind]}>{kindLabels[task.kind]}</Tag>
        </Space>
      }
      extra={<Tag color={stateColors[task.state]}>{stateLabels[task.state]}</Tag>}
    >
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {task.placeTypeLabel}
          {task.customerName ? ` · ${task.customerName}` : ''}
        </Typography.Text>
        {stamped && <Typography.Text type="secondary">{stamped}</Typography.Text>}
        {task.note && <Typography.Text italic>« {task.note} »</Typography.Text>}
        {moves.length > 0 && (
          <Space.Compact block>
            {moves.map((state) => (
              <Button
                key={state}
                size={isTouch ? 'large' : 'middle'}
                block
                type={isForward(state) ? 'primary' : 'default'}
                style={isTouch ? { minHeight: 48 } : undefined}
                loading={isMoving}
                onClick={() => onMove(state)}
              >
                {moveLabels[state]}
              </Button>
            ))}
          </Space.Compact>
        )}
        {!isReadOnly && (
          <Button type="link" size="small" style={{ padding: 0, minHeight: isTouch ? 40 : undefined }} onClick={onNote}>
            {task.note ? 'Modifier la note' : 'Ajouter une note'}
          </Button>
        )}
      </Space>
    </Card>
  );
}
