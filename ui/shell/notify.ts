// Toasts as the spec wants them: one at a time, top-right, 4000 ms.
import { notification } from 'antd';
import { t } from '../i18n';

notification.config({ placement: 'topRight', duration: 4, maxCount: 1 });

type Kind = 'success' | 'warning' | 'error' | 'info';

export function notify(kind: Kind, title: string): void {
  notification.destroy();
  notification[kind]({ title, placement: 'topRight', duration: 4 });
}

export const toast = {
  loggedOut: () => notify('success', t('toast.loggedOut')),
  saved: () => notify('success', t('toast.saved')),
  deleted: () => notify('success', t('toast.deleted')),
  mailSent: () => notify('success', t('toast.mailSent')),
  saveFailed: () => notify('warning', t('toast.saveFailed')),
  mailFailed: () => notify('error', t('toast.mailFailed')),
};
