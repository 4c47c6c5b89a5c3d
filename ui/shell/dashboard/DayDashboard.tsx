// Home's dashboard of the day: the business date and today's work, each section linking to its
// list. The server leaves out the sections the user may not read; absent ones are not drawn.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Col, Row, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_KIND } from '../../../service/domains/booking/contract';
import type { DashboardStay } from '../../../service/domains/booking/dashboard/contract';
import { formatDate, formatMoney } from '../../format';
import { bookingResumePath } from '../../screens/booking/lists/booking-columns';
import { DashboardSection } from './DashboardSection';
import { dashboardQueries } from './dashboard.queries';

const Place = ({ number }: { number: string }) => (
  <Typography.Text strong style={{ display: 'inline-block', minWidth: 44 }}>
    {number}
  </Typography.Text>
);

function StayRow({ stay, extra }: { stay: DashboardStay; extra?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const nights = dayjs(stay.endDate).diff(dayjs(stay.startDate), 'day');
  return (
    <>
      <Place number={stay.placeNumber} />
      <Link
        to={bookingResumePath({
          bookingId: stay.bookingId,
          id: stay.occupancyId,
          customerId: stay.customerId,
          kind: stay.kind,
        })}
      >
        {stay.customerName}
      </Link>{' '}
      <Typography.Text type="secondary">{extra ?? t('stay', { nights, persons: stay.persons })}</Typography.Text>
    </>
  );
}

const byOccupancy = (s: DashboardStay) => s.occupancyId;

export function DayDashboard() {
  const { t } = useTranslation('dashboard');
  const { data } = useQuery(dashboardQueries.day());
  if (!data) return <Skeleton active paragraph={{ rows: 3 }} />;
  const title = t('title', { date: dayjs(data.today).format('dddd D MMMM YYYY') });
  const sections: { key: string; node: ReactNode }[] = [];
  /** The arrivals, departures and balances due: stays of the day, each opening its booking. */
  const stays = <S extends DashboardStay>(key: string, rows: readonly S[], to: string, extra?: (s: S) => ReactNode) =>
    sections.push({
      key,
      node: (
        <DashboardSection
          title={t(`${key}.title`)}
          count={rows.length}
          linkText={t(`${key}.link`)}
          to={to}
          rows={rows}
          rowKey={byOccupancy}
          renderRow={(s) => <StayRow stay={s} extra={extra?.(s)} />}
        />
      ),
    });
  if (data.arrivals) stays('arrivals', data.arrivals, '/booking-arrival-list');
  if (data.departures) stays('departures', data.departures, '/booking-departure-list');
  if (data.balancesDue)
    stays('balances', data.balancesDue, '/booking-arrival-list', (s) => formatMoney(s.remainingCents));
  if (data.expiringOptions) {
    sections.push({
      key: 'options',
      node: (
        <DashboardSection
          title={t('options.title')}
          subtitle={t('options.until', { date: formatDate(data.expiringOptions.until) })}
          count={data.expiringOptions.items.length}
          linkText={t('options.link')}
          to="/booking-list/2"
          rows={data.expiringOptions.items}
          rowKey={(o) => o.bookingId}
          renderRow={(o) => (
            <>
              <Link to={bookingResumePath({ id: o.bookingId, customerId: o.customerId, kind: BOOKING_KIND.option })}>
                {o.customerName}
              </Link>{' '}
              <Typography.Text type={o.isExpired ? 'danger' : 'secondary'}>
                {t('options.row', { date: formatDate(o.optionValidUntil) })}
              </Typography.Text>
              {o.isExpired && (
                <Tag color="red" style={{ marginLeft: 4 }}>
                  {t('options.expired')}
                </Tag>
              )}
            </>
          )}
        />
      ),
    });
  }
  if (data.cleaningTasks) {
    sections.push({
      key: 'cleaning',
      node: (
        <DashboardSection
          title={t('cleaning.title')}
          count={data.cleaningTasks.filter((task) => task.state !== 'DONE').length}
          linkText={t('cleaning.link')}
          to="/cleanning-planning"
          rows={data.cleaningTasks}
          rowKey={(task) => task.id}
          renderRow={(task) => (
            <>
              <Place number={task.placeNumber} />
              {t(`cleaning.kinds.${task.kind}`)}{' '}
              <Tag color={task.state === 'DONE' ? 'green' : 'default'}>{t(`cleaning.states.${task.state}`)}</Tag>
              {task.assigneeName && <Typography.Text type="secondary">{task.assigneeName}</Typography.Text>}
            </>
          )}
        />
      ),
    });
  }
  if (data.unavailablePlaces) {
    sections.push({
      key: 'unavailable',
      node: (
        <DashboardSection
          title={t('unavailable.title')}
          count={data.unavailablePlaces.length}
          linkText={t('unavailable.link')}
          to="/unavailability-list"
          rows={data.unavailablePlaces}
          rowKey={(u) => u.placeId}
          renderRow={(u) => (
            <>
              <Place number={u.placeNumber} />
              {u.reason}{' '}
              <Typography.Text type="secondary">
                {t('unavailable.back', { date: formatDate(u.endDate) })}
              </Typography.Text>
            </>
          )}
        />
      ),
    });
  }
  return (
    <section aria-label={title}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Row gutter={[12, 12]}>
        {sections.map(({ key, node }) => (
          <Col key={key} xs={24} md={12} xl={8}>
            {node}
          </Col>
        ))}
      </Row>
    </section>
  );
}
