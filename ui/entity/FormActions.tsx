// The header buttons of an editing screen: validate (F12) for those who may write, the screen's
// own buttons, then quit (Esc). The keys themselves are the screen's (useShortcuts).
import { SaveOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Absent without the write right: no validate button. */
  onValidate?: () => void;
  isSaving: boolean;
  onQuit: () => void;
  /** The validate button's text, when the screen has a more telling one. */
  validateLabel?: string;
  /** Between validate and quit (delete...). */
  children?: ReactNode;
}

export function FormActions({ onValidate, isSaving, onQuit, validateLabel, children }: Props) {
  const { t } = useTranslation('entity');
  return (
    <Space>
      {onValidate && (
        <Button type="primary" icon={<SaveOutlined />} onClick={onValidate} loading={isSaving}>
          {validateLabel ?? t('validate')}
        </Button>
      )}
      {children}
      <Button onClick={onQuit}>{t('quit')}</Button>
    </Space>
  );
}
