// The nightly job « Options échues »: the options past their validity cancelled, when the option
// preference « Annuler les options échues » is on (staff can still run it now from the lists).
import { runInSteps } from '../../db/steps';
import type { Job } from '../../jobs/job';
import { expireOptionsInSteps } from './option-expiry';

export const expireOptionsJob: Job = {
  name: 'expire-options',
  label: 'Options échues',
  schedule: '15 2 * * *',
  async run({ db, clock, progress }) {
    const answer = await runInSteps(expireOptionsInSteps({ db, clock, userId: null }), progress);
    if (!answer.isEnabled)
      return {
        summary: 'préférence « Annuler les options échues » décochée : aucune option annulée',
        detail: { ...answer },
      };
    const skipped = answer.skipped.length ? `, ${answer.skipped.length} laissée(s) (à traiter à la main)` : '';
    return {
      summary: `${answer.count} option(s) échue(s) annulée(s)${skipped}`,
      detail: { ...answer },
      isWarning: answer.skipped.length > 0,
    };
  },
};
