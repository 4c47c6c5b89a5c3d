// The header buttons of an editing screen: validate (F12) and, where offered, save and start a new
// record (Shift+F12) for those who may write, the screen's own buttons, then quit (Esc). The keys
// themselves are the screen's (useShortcuts).
import { PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Absent without the write right: no validate button. */
  onValidate?: () => void;
  isSaving: boolean;
  onQuit: () => void;
  /** « Enregistrer et nouveau »: saves, then opens a fresh form. */
  onValidateAndNew?: () => void;
  /** The validate button's text, when the screen has a more telling one. */
  validateLabel?: string;
  /** Between validate and quit (delete...). */
  children?: ReactNode;
}

export function FormActions({ onValidate, onValidateAndNew, isSaving, onQuit, validateLabel, children }: Props) {
  const { t } = useTranslation('entity');
  return (
    <Space>
      {onValidate && (
        <Button type="primary" icon={<SaveOutlined />} onClick={onValidate} loading={isSaving}>
          {validateLabel ?? t('validate')}
        </Button>
      )}
      {onValidateAndNew && (
        <Button icon={<PlusOutlined />} onClick={onValidateAndNew} loading={isSaving}>
          {t('validateAndNew')}
        </Button>
      )}
      {children}
      <Button onClick={onQuit}>{t('quit')}</Button>
    </Space>
  );
}
