// The occupant reports of the "Séjours en cours" menu: occupation per night and place type,
// occupants present on a day (and the day's counters), birthdays in a range with the age turned
// (years, singular for 0 and 1), and nights and persons by nationality. Rows select with a click
// or the arrows; an occupant's opens the booking (Enter, double-click, F4); F8 exports the report.
import { Descriptions, Form, Select, Table } from 'antd';
import type {
  BirthdayRow,
  NationalityRow,
  OccupantRow,
  OccupationInformation,
  OccupationReport,
  RangeAnswer,
} from '../../../../service/domains/booking/lists/contract';
import { PRESENCE_LABELS, type PresenceFilter } from '../../../../service/domains/booking/presence';
import { formatAge, formatDate } from '../../../format';
import { presenceOptions } from './PresenceListPage';
import { ReportFrame } from './ReportFrame';
import { useOpenBooking } from './useOpenBooking';

const range = [
  { name: 'startDate', label: 'Du' },
  { name: 'endDate', label: 'Au' },
];
const rangeTitle = (title: string) => (a: { startDate: string; endDate: string } | undefined) =>
  a ? `${title} du ${formatDate(a.startDate)} au ${formatDate(a.endDate)}` : title;
const years = (n: number) => `${n} ${n <= 1 ? 'an' : 'ans'}`;
const pager = { defaultPageSize: 50, showSizeChanger: true, pageSizeOptions: [20, 50, 100, 500] };

export function Occupation() {
  return (
    <ReportFrame<OccupationReport, OccupationReport['days'][number]>
      name="occupation-list"
      path="booking/list/occupation"
      functionality="occupant_occupation_list"
      title={rangeTitle('Occupation')}
      days={range}
      rowsOf={(report) => report.days}
      keyOf={(d) => d.day}
    >
      {(report, selectable) => (
        <Table
          {...selectable}
          aria-label="Occupation"
          rowKey="day"
          size="small"
          bordered
          scroll={{ x: 'max-content' }}
          pagination={pager}
          dataSource={report.days}
          columns={[
            { key: 'day', title: 'Nuit du', width: 100, render: (_: unknown, d) => formatDate(d.day) },
            ...report.types.map((t) => ({
              key: String(t.id),
              title: t.label,
              align: 'right' as const,
              render: (_: unknown, d: OccupationReport['days'][number]) => `${d.occupied[t.id] ?? 0} / ${t.total}`,
            })),
            {
              key: 'total',
              title: 'Total',
              align: 'right' as const,
              render: (_: unknown, d) => `${d.totalOccupied} / ${report.totalPlaces}`,
            },
            {
              key: 'rate',
              title: 'Taux',
              align: 'right' as const,
              render: (_: unknown, d) =>
                report.totalPlaces ? `${Math.round((d.totalOccupied * 100) / report.totalPlaces)} %` : '',
            },
            { key: 'persons', title: 'Personnes', dataIndex: 'persons', align: 'right' as const },
          ]}
        />
      )}
    </ReportFrame>
  );
}

type OccupantsAnswer = { day: string; filter: PresenceFilter; items: OccupantRow[] };

function occupantColumns(today: string) {
  return [
    { key: 'placeNumber', dataIndex: 'placeNumber', title: 'Empl.', width: 70 },
    { key: 'lastName', dataIndex: 'lastName', title: 'Nom' },
    { key: 'firstName', dataIndex: 'firstName', title: 'Prénom' },
    { key: 'age', title: 'Âge', width: 70, render: (_: unknown, o: OccupantRow) => formatAge(o.birthDate, today) },
    { key: 'ageCategoryLabel', dataIndex: 'ageCategoryLabel', title: "Catégorie d'âge", width: 120 },
    { key: 'nationality', dataIndex: 'nationality', title: 'Nationalité', width: 120 },
    { key: 'startDate', title: 'Arrivée', width: 100, render: (_: unknown, o: OccupantRow) => formatDate(o.startDate) },
    { key: 'endDate', title: 'Départ', width: 100, render: (_: unknown, o: OccupantRow) => formatDate(o.endDate) },
  ];
}

export function Occupants() {
  const openBooking = useOpenBooking();
  return (
    <ReportFrame<OccupantsAnswer, OccupantRow>
      name="occupancy-occupants-list"
      path="booking/list/occupants"
      functionality="occupant_occupancy_occupant_list"
      rowsOf={(a) => a.items}
      keyOf={(o) => o.id}
      onOpen={openBooking}
      title={(a) =>
        a ? `Occupants présents — ${formatDate(a.day)} — ${PRESENCE_LABELS[a.filter]}` : 'Occupants présents'
      }
      days={[{ name: 'day', label: 'Jour' }]}
      extraFilters={
        <Form.Item name="filter" label="Présence">
          <Select allowClear style={{ width: 220 }} options={presenceOptions} placeholder="Par défaut" />
        </Form.Item>
      }
    >
      {(a, selectable) => (
        <Table
          {...selectable}
          aria-label="Occupants présents"
          rowKey="id"
          size="small"
          bordered
          pagination={pager}
          dataSource={a.items}
          columns={occupantColumns(a.day)}
        />
      )}
    </ReportFrame>
  );
}

export function OccupationInformations() {
  return (
    <ReportFrame<OccupationInformation>
      name="occupancy-occupation-informations"
      path="booking/list/occupation-information"
      functionality="occupant_occupancy_occupant_list"
      isExported={false}
      title={(a) => (a ? `Informations d'occupation — ${formatDate(a.day)}` : "Informations d'occupation")}
      days={[{ name: 'day', label: 'Jour' }]}
    >
      {(i) => (
        <Descriptions size="small" bordered column={2}>
          <Descriptions.Item label="Arrivées">{i.arrivals}</Descriptions.Item>
          <Descriptions.Item label="Départs">{i.departures}</Descriptions.Item>
          <Descriptions.Item label="Emplacements occupés la nuit">{`${i.occupiedPlaces} / ${i.totalPlaces}`}</Descriptions.Item>
          <Descriptions.Item label="Personnes la nuit">{i.persons}</Descriptions.Item>
          <Descriptions.Item label="Séjours réellement présents">{i.reallyHere}</Descriptions.Item>
        </Descriptions>
      )}
    </ReportFrame>
  );
}

export function Birthdays() {
  const openBooking = useOpenBooking();
  return (
    <ReportFrame<RangeAnswer<BirthdayRow>, BirthdayRow>
      name="occupants-birthday"
      path="booking/list/birthdays"
      functionality="occupant_birthday_list"
      rowsOf={(a) => a.items}
      keyOf={(b) => b.id}
      onOpen={openBooking}
      title={rangeTitle('Anniversaires')}
      days={range}
    >
      {(a, selectable) => (
        <Table
          {...selectable}
          aria-label="Anniversaires"
          rowKey="id"
          size="small"
          bordered
          pagination={pager}
          dataSource={a.items}
          columns={[
            {
              key: 'birthday',
              title: 'Anniversaire',
              width: 110,
              render: (_: unknown, b: BirthdayRow) => formatDate(b.birthday),
            },
            { key: 'age', title: 'Âge atteint', width: 90, render: (_: unknown, b: BirthdayRow) => years(b.age) },
            ...occupantColumns(a.startDate).filter((c) => c.key !== 'age'),
            {
              key: 'birthDate',
              title: 'Né(e) le',
              width: 100,
              render: (_: unknown, b: BirthdayRow) => formatDate(b.birthDate),
            },
          ]}
        />
      )}
    </ReportFrame>
  );
}

export function Nationalities() {
  return (
    <ReportFrame<RangeAnswer<NationalityRow>, NationalityRow>
      name="occupation-nationality-list"
      path="booking/list/nationalities"
      functionality="occupant_nationality_list"
      rowsOf={(a) => a.items}
      keyOf={(r) => String(r.nationalityId)}
      title={rangeTitle('Nationalités')}
      days={range}
    >
      {(a, selectable) => (
        <Table
          {...selectable}
          aria-label="Nationalités"
          rowKey={(r) => String(r.nationalityId)}
          size="small"
          bordered
          pagination={false}
          dataSource={a.items}
          summary={(rows) => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} />
              <Table.Summary.Cell index={1}>Total</Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {rows.reduce((sum, r) => sum + r.nights, 0)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {rows.reduce((sum, r) => sum + r.persons, 0)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
          columns={[
            { key: 'nationality', dataIndex: 'nationality', title: 'Nationalité' },
            { key: 'nights', dataIndex: 'nights', title: 'Nuitées', align: 'right', width: 120 },
            { key: 'persons', dataIndex: 'persons', title: 'Personnes', align: 'right', width: 120 },
          ]}
        />
      )}
    </ReportFrame>
  );
}
