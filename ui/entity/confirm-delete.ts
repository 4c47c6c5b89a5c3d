import { Modal } from 'antd';
import { t } from '../i18n';

export function confirmDelete(label: string): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title: t('entity:confirmDelete.title'),
      content: t('entity:confirmDelete.text', { label }),
      okText: t('entity:confirmDelete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('entity:confirmDelete.cancel'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
