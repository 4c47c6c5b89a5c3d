// "A date must lie within the activity period": why a stay cannot be booked at all, in the
// search and the place chooser. It names the closed nights and the site's activity periods, or
// says the site has none yet, with the way to the activity periods' screen for those who may open it.
import { Link } from '@tanstack/react-router';
import { Alert } from 'antd';
import type { ClosedStay } from '../../../service/domains/booking/contract';
import { messageOf } from '../../entity/form-errors';
import { formatDate } from '../../format';
import { useRight } from '../../shell/rights';
import { addDays } from './stay-dates';

const periodsPath = '/admin/activity-period-list';

/** A run of closed nights [first night, day after the last] in words. */
function nightsText([first, end]: [string, string]): string {
  const last = addDays(end, -1);
  return last === first
    ? `la nuit du ${formatDate(first)}`
    : `les nuits du ${formatDate(first)} au ${formatDate(last)}`;
}

export function ClosedStayNotice({ closed }: { closed: ClosedStay }) {
  const canOpenPeriods = useRight('establishment_access_activity_period_list').canSelect;
  const link = canOpenPeriods ? <Link to={periodsPath}>Périodes d'activité</Link> : "Périodes d'activité";
  const description =
    closed.periods.length === 0 ? (
      <>Le site n'a encore aucune période d'activité : il ne prend aucun séjour avant d'en avoir une ({link}).</>
    ) : (
      <>
        Fermé {closed.nights.map(nightsText).join(', ')}. Ouvert :{' '}
        {closed.periods.map((p) => `${p.label} du ${formatDate(p.startDate)} au ${formatDate(p.endDate)}`).join(' ; ')}{' '}
        ({link}).
      </>
    );
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      aria-label="Séjour fermé"
      message={`Fermé : ${messageOf(closed.code)}`}
      description={description}
    />
  );
}
