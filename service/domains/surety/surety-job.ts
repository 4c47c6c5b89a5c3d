// The surety screen's e-mails sent on their own: each day, the first notices due from
// nbdaySurety days before arrival and the reminders from nbdaySuretyReminder days, by the same
// rules and the same write as « Envoyer l'e-mail » (so staff and the job never send one twice).
import { runInSteps } from '../../db/steps';
import { AppError } from '../../errors/app-error';
import { errorMessage } from '../../errors/catalogue';
import type { Job } from '../../jobs/job';
import { activeSuretyConfiguration, isModuleActive } from '../module';
import { addDays } from '../pricing/days';
import { sendNotices } from './notices';
import { jobOutcomeOf, remindEach, reminderHold } from './reminder-steps';
import { listOf, mailsDue } from './rules';
import * as store from './store';

export const suretyNoticesJob: Job = {
  name: 'surety-notices',
  label: 'Demandes et relances de caution',
  schedule: '0 9 * * *',
  async run({ db, clock, smtpUrl, progress }) {
    const hold = reminderHold(db, smtpUrl, { label: 'module Caution', isOn: isModuleActive(db, 'surety') });
    if (hold) return hold;
    const config = activeSuretyConfiguration(db);
    const today = clock.today();
    const bookings = store.reservationsArriving(db, today, addDays(today, config.nbdaySurety));
    const send = (booking: store.ReminderBooking) => {
      const list = listOf({ arrival: booking.startDate, ...booking }, config, today);
      if (!list || mailsDue(list, booking, config.calcul).length === 0) return 0;
      try {
        return sendNotices({ db, clock, userId: null, config }, booking, list);
      } catch (error) {
        // Kept on the booking's row of the screen too, where staff can see and fix it.
        if (error instanceof AppError) store.keepSendError(db, booking.bookingId, errorMessage(error.code));
        throw error;
      }
    };
    return jobOutcomeOf(await runInSteps(remindEach(bookings, send), progress));
  },
};
