import { Modal } from 'antd';

export function confirmDelete(label: string): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title: 'Confirmer la suppression',
      content: `Supprimer « ${label} » ? Cette action est définitive.`,
      okText: 'Supprimer',
      okButtonProps: { danger: true },
      cancelText: 'Annuler',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
