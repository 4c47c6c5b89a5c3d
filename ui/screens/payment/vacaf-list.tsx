// /vacaf-list (« Dossiers VACAF »): the bookings carrying a VACAF aid — customer, stay, file number,
// aid, what the fund has paid and still owes, the day it may be invoiced to the CAF — filtered by
// received / pending and text, sorted and paged by the service, totals in the title. A row opens
// its booking (Enter, double-click, F4); F8 exports the rows filtered.
import { Form, Select } from 'antd';
import { useCallback, useState } from 'react';
import {
  VACAF_STATUS_LABELS,
  VACAF_STATUSES,
  type VacafPage,
  type VacafRow,
} from '../../../service/domains/payment/vacaf-contract';
import type { ColumnDef, FilterDef } from '../../entity/types';
import { formatMoney } from '../../format';
import { ServerTable } from '../booking/lists/ServerTable';
import { useOpenBooking } from '../booking/lists/useOpenBooking';

const columns: readonly ColumnDef<VacafRow>[] = [
  { key: 'code', title: 'Code', sortable: true, width: 110 },
  { key: 'customerName', title: 'Client', sortable: true },
  { key: 'startDate', title: 'Arrivée', sortable: true, format: 'date', width: 100 },
  { key: 'endDate', title: 'Départ', sortable: true, format: 'date', width: 100 },
  { key: 'fileNumber', title: 'N° dossier', sortable: true, width: 130 },
  { key: 'totalCents', title: 'Total du séjour', format: 'money', width: 120 },
  { key: 'aidCents', title: 'Aide VACAF', sortable: true, format: 'money', width: 110 },
  { key: 'receivedCents', title: 'Versé', sortable: true, format: 'money', width: 100 },
  { key: 'remainingCents', title: 'Reste à verser', sortable: true, format: 'money', width: 120 },
  { key: 'invoiceableOn', title: 'Facturable le', sortable: true, format: 'date', width: 110 },
];

const filters: readonly FilterDef[] = [
  { name: 'q', label: 'Recherche', kind: 'text', placeholder: 'Client, code, n° de dossier' },
];

const statusOptions = VACAF_STATUSES.map((value) => ({ value, label: VACAF_STATUS_LABELS[value] }));

function heading(page: VacafPage | undefined): string {
  if (!page) return 'Dossiers VACAF';
  const agreement = page.agreementNumber ? ` — agrément ${page.agreementNumber}` : '';
  const { aidCents, receivedCents, remainingCents } = page.totals;
  return `Dossiers VACAF${agreement} — aides ${formatMoney(aidCents)}, versé ${formatMoney(receivedCents)}, reste ${formatMoney(remainingCents)}`;
}

export default function VacafList() {
  const openBooking = useOpenBooking();
  const [shown, setShown] = useState<VacafPage>();
  const onAnswer = useCallback((page: VacafPage) => setShown(page), []);
  return (
    <ServerTable<VacafRow, VacafPage>
      name="vacaf-list"
      label="Dossiers VACAF"
      title={heading(shown)}
      functionality="customer_partner_vacaf_list"
      path="payment/vacaf/search"
      columns={columns}
      filters={filters}
      extraFilters={
        <Form.Item name="status" label="Versement">
          <Select
            aria-label="Versement"
            allowClear
            style={{ width: 220 }}
            options={statusOptions}
            placeholder="Toutes les aides"
          />
        </Form.Item>
      }
      onAnswer={onAnswer}
      onOpen={openBooking}
    />
  );
}
