// The /vacaf-list calls under /rest/payment/vacaf/: the page ({items, total, totals}) and its CSV
// export ({filters}: the criteria shown), each guarded by the list's functionality (module vacaf:
// off, they answer 401).
import { type Context, Hono } from 'hono';
import { parse, readJson } from '../../http/body';
import { csvFile, toCsv } from '../../http/entity/csv';
import type { CsvColumn } from '../../http/entity/descriptor';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { listExportSchema } from '../booking/lists/contract';
import { vacafList } from './vacaf';
import { type VacafRow, vacafCriteriaSchema } from './vacaf-contract';

const LIST = 'customer_partner_vacaf_list';
const EXPORT_LIMIT = 100_000;

const vacafCsv: readonly CsvColumn<VacafRow>[] = [
  { header: 'Code', value: (r) => r.code },
  { header: 'Client', value: (r) => r.customerName },
  { header: 'Arrivée', value: (r) => r.startDate, format: 'date' },
  { header: 'Départ', value: (r) => r.endDate, format: 'date' },
  { header: 'N° dossier VACAF', value: (r) => r.fileNumber },
  { header: 'Total du séjour', value: (r) => r.totalCents, format: 'money' },
  { header: 'Aide VACAF', value: (r) => r.aidCents, format: 'money' },
  { header: 'Versé', value: (r) => r.receivedCents, format: 'money' },
  { header: 'Reste à verser', value: (r) => r.remainingCents, format: 'money' },
  { header: 'Facturable le', value: (r) => r.invoiceableOn, format: 'date' },
];

async function exported(c: Context<AppEnv>) {
  const { filters } = await readJson(c, listExportSchema);
  const criteria = { ...parse(vacafCriteriaSchema, filters), page: 1, pageSize: EXPORT_LIMIT };
  return csvFile('Dossiers VACAF', toCsv(vacafList(c.get('deps').db, criteria).items, vacafCsv));
}

export function vacafRoutes() {
  return new Hono<AppEnv>()
    .post('/payment/vacaf/search', allow.to(LIST, 'read'), async (c) =>
      c.json(vacafList(c.get('deps').db, await readJson(c, vacafCriteriaSchema))),
    )
    .post('/payment/vacaf/search/document', allow.to(LIST, 'export'), exported);
}
