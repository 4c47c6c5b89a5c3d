// The note of a task (what the housekeeper found: a broken lamp, a missing blanket), typed in a dialog.
import { Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import type { CleaningTaskDto } from '../../../../service/domains/booking/cleaning/contract';

interface Props {
  task: CleaningTaskDto | null;
  isSaving: boolean;
  onSave: (note: string) => void;
  onClose: () => void;
}

export function NoteDialog({ task, isSaving, onSave, onClose }: Props) {
  const [note, setNote] = useState('');
  useEffect(() => setNote(task?.note ?? ''), [task]);
  return (
    <Modal
      open={task !== null}
      title={task ? `Note — ${task.placeNumber}` : ''}
      okText="Valider"
      cancelText="Annuler"
      confirmLoading={isSaving}
      onOk={() => onSave(note)}
      onCancel={onClose}
    >
      <Input.TextArea
        aria-label="Note"
        rows={4}
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
    </Modal>
  );
}
