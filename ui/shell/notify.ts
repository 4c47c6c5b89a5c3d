// Toasts: one at a time, 4000 ms, as the spec wants them, but at the bottom right rather than its
// top right: there they sat over the screens' header buttons (Valider, Quitter, Modifier,
// Supprimer…) and the list filters for their 4 s. Every screen keeps its buttons at the top.
import { notification } from 'antd';
import { t } from '../i18n';

const placement = 'bottomRight';

notification.config({ placement, bottom: 24, duration: 4, maxCount: 1 });

type Kind = 'success' | 'warning' | 'error' | 'info';

export function notify(kind: Kind, title: string): void {
  notification.destroy();
  notification[kind]({ title, placement, duration: 4 });
}

export const toast = {
  loggedOut: () => notify('success', t('toast.loggedOut')),
  saved: () => notify('success', t('toast.saved')),
  deleted: () => notify('success', t('toast.deleted')),
  mailSent: () => notify('success', t('toast.mailSent')),
  saveFailed: () => notify('warning', t('toast.saveFailed')),
  mailFailed: () => notify('error', t('toast.mailFailed')),
};
