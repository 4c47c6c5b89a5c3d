// The dialog of a save refused because someone else changed the record after it was opened: their
// name and time, « Recharger », then the user's own unsaved values beside the record's new ones,
// with « Reprendre mes saisies » to put them back on the fresh record.
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UnsavedEdit } from './stale-edits';

interface Props {
  /** The service's French message (who changed the record, when); none: the dialog is closed. */
  message: string | undefined;
  /** Undefined until the record is reloaded. */
  edits: readonly UnsavedEdit[] | undefined;
  isReloading: boolean;
  onReload: () => void;
  onResume: () => void;
  onClose: () => void;
}

export function StaleVersionDialog({ message, edits, isReloading, onReload, onResume, onClose }: Props) {
  const { t } = useTranslation('entity');
  const isReloaded = edits !== undefined;
  const footer = !isReloaded ? (
    <Button type="primary" loading={isReloading} onClick={onReload} autoFocus>
      {t('stale.reload')}
    </Button>
  ) : edits.length === 0 ? (
    <Button type="primary" onClick={onClose} autoFocus>
      {t('stale.close')}
    </Button>
  ) : (
    <Space>
      <Button onClick={onClose}>{t('stale.keepFresh')}</Button>
      <Button type="primary" onClick={onResume} autoFocus>
        {t('stale.resume')}
      </Button>
    </Space>
  );
  // Mounted only while it has something to say: a closed dialog standing in the page would take
  // Esc from the dialog form it belongs to.
  if (message === undefined) return null;
  return (
    <Modal
      open
      title={t('stale.title')}
      className="stale-version"
      closable={isReloaded}
      maskClosable={false}
      keyboard={isReloaded}
      onCancel={onClose}
      footer={footer}
      width={560}
    >
      <Alert type="warning" showIcon message={message} style={{ marginBottom: 12 }} />
      {isReloaded && edits.length === 0 && <Typography.Paragraph>{t('stale.noEdits')}</Typography.Paragraph>}
      {isReloaded && edits.length > 0 && (
        <>
          <Typography.Paragraph type="secondary">{t('stale.reloaded')}</Typography.Paragraph>
          <Typography.Text strong>{t('stale.yourEdits')}</Typography.Text>
          <ul className="stale-edits" style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {edits.map((edit) => (
              <li key={edit.path.join('.')}>
                {edit.label} : <Typography.Text strong>{edit.mine}</Typography.Text>{' '}
                <Typography.Text type="secondary">({t('stale.nowValue', { value: edit.now })})</Typography.Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
