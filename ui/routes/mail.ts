// E-mail: the three configuration screens and the history of the e-mails sent.
import type { Screen } from './screen';

export const mailScreens: Screen[] = [
  {
    path: '/email-configuration',
    load: () => import('../screens/mail/MailServerPage').then((m) => ({ default: m.MailServerPage })),
  },
  {
    path: '/email-configuration-grc',
    load: () => import('../screens/mail/CampaignSenderPage').then((m) => ({ default: m.CampaignSenderPage })),
  },
  {
    path: '/email-configuration-informations',
    load: () => import('../screens/mail/MailInfoPage').then((m) => ({ default: m.MailInfoPage })),
  },
  {
    path: '/email-history-list-page/$entityId',
    load: () => import('../screens/mail/MailHistoryPage').then((m) => ({ default: m.MailHistoryPage })),
  },
];
