// /surety-list: the surety (and/or balance) reminders of the arrivals to come. Titled by the
// configuration's calculation mode; arrivals from tomorrow to eleven days from today by default,
// a new arrival date clearing the lists and ending the window seven days after it; the first
// notices (J-nbdaySurety) and the reminders (J-nbdaySuretyReminder) in two tables. « Envoyer
// l'e-mail » (write right) sends the listed bookings' e-mails due; « Échap » (Esc) goes back.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Card, DatePicker, Form, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  SURETY_LIST_TITLES,
  type SuretyIndexAnswer,
  type SuretySearch,
} from '../../../service/domains/surety/contract';
import { useShortcuts } from '../../entity/useShortcuts';
import { formatDate } from '../../format';
import { toast } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { SuretyTable } from './SuretyTable';
import { suretyQueries, useSendSuretyMails } from './surety.queries';

const plusDays = (day: string, days: number) => dayjs(day).add(days, 'day').format('YYYY-MM-DD');
const LAST_DAY = dayjs('9999-12-31');

export default function SuretyListPage() {
  const { data: configuration } = useQuery(suretyQueries.configuration());
  if (!configuration) return <Spin />;
  return <SuretyLists configuration={configuration} />;
}

function SuretyLists({ configuration }: { configuration: SuretyIndexAnswer }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const canWrite = useRight('customer_partner_surety_list').canWrite;
  const { today, calcul } = configuration;
  const [range, setRange] = useState<SuretySearch>({ startDate: plusDays(today, 1), endDate: plusDays(today, 11) });
  // The lists shown are those of the last search; a new arrival date clears them until searched.
  const [searched, setSearched] = useState<SuretySearch | null>(range);
  const lists = useQuery({ ...suretyQueries.lists(searched ?? range), enabled: searched !== null });
  const send = useSendSuretyMails();

  const changeStart = (day: string) => {
    setRange({ startDate: day, endDate: plusDays(day, 7) });
    setSearched(null);
  };
  const search = () => {
    setSearched(range);
    void client.invalidateQueries({ queryKey: suretyQueries.lists(range).queryKey });
  };
  const shown = searched && lists.data;
  const bookingIds = shown ? [...shown.suretyList, ...shown.suretyReminderList].map((r) => r.bookingId) : [];
  const sendMails = () =>
    send.mutate(bookingIds, {
      onSuccess: () => toast.mailSent(),
      onError: () => toast.mailFailed(),
      onSettled: () => void lists.refetch(),
    });
  const back = () => (window.history.length > 1 ? window.history.back() : void navigate({ to: '/home' }));
  useShortcuts({ Escape: back });

  return (
    <Card
      size="small"
      title={SURETY_LIST_TITLES[calcul]}
      extra={
        <Space>
          {canWrite && (
            <Button type="primary" disabled={bookingIds.length === 0} loading={send.isPending} onClick={sendMails}>
              Envoyer l'e-mail
            </Button>
          )}
          <Button onClick={back}>Échap</Button>
        </Space>
      }
    >
      <Form layout="inline" onFinish={search} style={{ marginBottom: 12 }}>
        <Form.Item label="Date d'arrivée" htmlFor="surety-start">
          <DatePicker
            id="surety-start"
            format="DD/MM/YYYY"
            placeholder="JJ/MM/AAAA"
            allowClear={false}
            maxDate={LAST_DAY}
            value={dayjs(range.startDate)}
            onChange={(day) => day && changeStart(day.format('YYYY-MM-DD'))}
          />
        </Form.Item>
        <Form.Item>
          <Typography.Text type="secondary">jusqu'au {formatDate(range.endDate)}</Typography.Text>
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit">Rechercher</Button>
        </Form.Item>
      </Form>
      {searched && lists.isFetching && !shown && <Spin />}
      {shown && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <SuretyTable title={`J-${configuration.nbdaySurety}`} rows={shown.suretyList} calcul={calcul} />
          <SuretyTable
            title={`J-${configuration.nbdaySuretyReminder}`}
            rows={shown.suretyReminderList}
            calcul={calcul}
          />
        </Space>
      )}
    </Card>
  );
}
