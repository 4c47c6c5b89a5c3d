// The job « Envoi des e-mails »: every minute, and at once after a commit that enqueued mail, the
// due e-mails of the outbox are delivered. A run that found nothing due leaves no run record.
import type { Job } from '../../jobs/job';
import { deliverDue } from './delivery';
import { onMailEnqueued } from './outbox-signal';

export const mailOutboxJob: Job = {
  name: 'mail-outbox',
  label: 'Envoi des e-mails',
  schedule: '* * * * *',
  async run({ db, clock, smtpUrl }) {
    const r = await deliverDue(db, clock, smtpUrl);
    const total = r.sent + r.retrying + r.failed;
    if (total === 0) return { summary: 'aucun e-mail à envoyer', isIdle: true };
    const parts = [`${r.sent} e-mail(s) envoyé(s)`];
    if (r.retrying) parts.push(`${r.retrying} à réessayer`);
    if (r.failed) parts.push(`${r.failed} en échec définitif`);
    return { summary: parts.join(', '), detail: { ...r }, isWarning: r.retrying + r.failed > 0 };
  },
  wakeOn: onMailEnqueued,
};
