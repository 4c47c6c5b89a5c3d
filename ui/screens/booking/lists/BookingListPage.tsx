// /booking-list/:statusId, /booking-cancelled-list/:statusId and /partner-booking-list/:statusId:
// one screen, its :statusId chosen above the table (the URL keeps it), search from 3 characters
// and a stay window; a row opens the booking's resume form (Enter, double-click, F4). The lists of
// live stays also filter the expired options and cancel them now (the nightly job's function).
import { useNavigate, useParams } from '@tanstack/react-router';
import { Checkbox, Form, Segmented, Space } from 'antd';
import type { BookingRow } from '../../../../service/domains/booking/lists/contract';
import type { FunctionalityCode } from '../../../../service/domains/security/functionalities';
import type { ColumnDef, FilterDef } from '../../../entity/types';
import { ExpireOptionsButton } from './ExpireOptionsButton';
import { ServerTable } from './ServerTable';
import { useOpenBooking } from './useOpenBooking';

export interface BookingListKind {
  /** Table name (remembered state) and the list's route without its :statusId. */
  name: string;
  route: string;
  /** POST path under /rest/ without its :statusId. */
  path: string;
  functionality: FunctionalityCode;
  title: string;
  statuses: { value: number; label: string }[];
  columns: readonly ColumnDef<BookingRow>[];
  /** Live stays: the « Options échues » filter and the button cancelling them now. */
  hasExpiredOptions?: boolean;
}

const filters: readonly FilterDef[] = [
  { name: 'q', label: 'Recherche', kind: 'text', placeholder: 'Client, code (3 caractères)' },
  { name: 'startDate', label: 'Du', kind: 'date' },
  { name: 'endDate', label: 'Au', kind: 'date' },
];

export function BookingListPage({ list }: { list: BookingListKind }) {
  const navigate = useNavigate();
  const openBooking = useOpenBooking();
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const asked = Number(params.statusId);
  const status = list.statuses.some((s) => s.value === asked) ? asked : 0;
  return (
    <ServerTable<BookingRow>
      name={list.name}
      label={list.title}
      title={list.title}
      functionality={list.functionality}
      toolbar={
        <Space style={{ marginBottom: 8 }} wrap>
          <Segmented
            size="small"
            aria-label="Statut"
            value={status}
            options={list.statuses}
            onChange={(value) => void navigate({ to: `${list.route}/${value}` })}
          />
          {list.hasExpiredOptions && <ExpireOptionsButton />}
        </Space>
      }
      extraFilters={
        list.hasExpiredOptions && (
          <Form.Item name="isExpired" valuePropName="checked">
            <Checkbox>Options échues seulement</Checkbox>
          </Form.Item>
        )
      }
      path={`${list.path}/${status}`}
      columns={list.columns}
      filters={filters}
      onOpen={openBooking}
    />
  );
}
