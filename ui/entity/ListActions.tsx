// A list's toolbar and its keys: Créer (F3), Modifier or Consulter (F4) the selected row, Export CSV
// (F8), Échap home. An action left undefined (no right, no row selected) does nothing: its button
// is absent (create, export) or disabled (open).
import { EditOutlined, FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShortcuts } from './useShortcuts';

export interface ListActions {
  create?: () => void;
  /** Opens the selected row. */
  open?: () => void;
  /** Whether rows of this list can be opened at all (the button shown, disabled until a row is selected). */
  canOpen: boolean;
  /** Modifier with the write right, Consulter without. */
  isWriter: boolean;
  exportCsv?: () => void;
}

export function useListActions({ create, open, canOpen, isWriter, exportCsv }: ListActions): ReactNode {
  const navigate = useNavigate();
  const { t } = useTranslation('entity');
  useShortcuts({ F3: create, F4: open, F8: exportCsv, Escape: () => void navigate({ to: '/home' }) });
  return (
    <Space wrap>
      {create && (
        <Button type="primary" icon={<PlusOutlined />} onClick={create}>
          {t('create')}
        </Button>
      )}
      {canOpen && (
        <Button icon={<EditOutlined />} onClick={open} disabled={!open}>
          {isWriter ? t('modify') : t('consult')}
        </Button>
      )}
      {exportCsv && (
        <Button icon={<FileExcelOutlined />} onClick={exportCsv}>
          {t('exportCsv')}
        </Button>
      )}
    </Space>
  );
}
