// The ledger verification: every money chain re-read row by row, then the numbers and the
// references of the money rows. `bivouac verify` (and the screen running it) calls `verifyLedger`; each
// run leaves a row in the technical journal (`verify.ok` or `verify.broken`).
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { type ChainDef, verifyChain } from './chain';
import {
  creditNoteNumberFindings,
  doubleBills,
  dueBills,
  invoiceNumberFindings,
  paymentFindings,
  referenceFindings,
  unbilledStays,
} from './checks';
import type {
  ChainSummary,
  DoubleBillReport,
  DueBillReport,
  Finding,
  LedgerReport,
  TicketsPaymentReport,
} from './contract';
import { recordTechEvent } from './journal';
import { CHAINS } from './money-chains';

function tableName(chain: ChainDef): string {
  return (chain.table as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')];
}

/** The tables whose rows carry a document number, named in a finding. */
const NUMBERED = new Set(['invoices', 'credit_notes', 'deposits']);

function numberOf(db: Db, table: string, id: number): string | null {
  if (!NUMBERED.has(table)) return null;
  const row = db.$client.prepare(`SELECT number FROM "${table}" WHERE id = ?`).get(id) as
    | { number: string }
    | undefined;
  return row?.number ?? null;
}

/** Walks the given chains: a summary of each, and a finding per break. */
export function walkChains(db: Db, chains: readonly ChainDef[]) {
  const summaries: ChainSummary[] = [];
  const findings: Finding[] = [];
  for (const chain of chains) {
    const report = verifyChain(db, chain);
    const table = tableName(chain);
    summaries.push({
      chain: chain.name,
      table,
      rows: report.rows,
      grandTotalCents: report.grandTotalCents,
      breaks: report.breaks.length,
    });
    for (const b of report.breaks)
      findings.push({ kind: 'chain', table, rowId: b.rowId, number: numberOf(db, table, b.rowId), message: b.message });
  }
  return { summaries, findings };
}

/** The checks beyond the chains: invoice and credit note numbers, payments' documents, references. */
export function documentFindings(db: Db): Finding[] {
  return [
    ...invoiceNumberFindings(db),
    ...creditNoteNumberFindings(db),
    ...paymentFindings(db),
    ...referenceFindings(db),
  ];
}

/** Runs every check, in one read transaction so the rows read all belong to one moment. */
export function verifyLedger(db: Db, clock: Clock, userId: number | null = null): LedgerReport {
  const read = db.$client.transaction(() => {
    const { summaries, findings } = walkChains(db, Object.values(CHAINS));
    findings.push(...documentFindings(db));
    return { chains: summaries, findings };
  });
  const { chains, findings } = read.deferred();
  const checkedAt = clock.now().toISOString();
  const isOk = findings.length === 0;
  const rows = chains.reduce((n, c) => n + c.rows, 0);
  recordTechEvent(db, checkedAt, {
    kind: isOk ? 'verify.ok' : 'verify.broken',
    summary: isOk
      ? `Vérification des chaînes : ${rows} ligne(s), aucune anomalie`
      : `Vérification des chaînes : ${findings.length} anomalie(s), dont ${findings[0]?.message}`,
    userId,
    detail: { rows, findings: findings.slice(0, 50) },
  });
  return { checkedAt, isOk, chains, findings };
}

/** `/verif-double-bill`: bookings invoiced more than once, invoice numbers held twice. */
export function verifyDoubleBill(db: Db): DoubleBillReport {
  return {
    bookings: doubleBills(db),
    duplicateNumbers: invoiceNumberFindings(db).filter((f) => f.kind === 'number-duplicate'),
  };
}

/** `/verif-due-bill`: invoices past due with a balance, reservations whose stay ended unbilled. */
export function verifyDueBill(db: Db, clock: Clock): DueBillReport {
  const today = clock.today();
  return { invoices: dueBills(db, today), unbilledStays: unbilledStays(db, today) };
}

/** `/verif-tickets-payment`: payments without their document, and breaks of the payment chains. */
export function verifyTicketsPayment(db: Db): TicketsPaymentReport {
  const chains = [CHAINS.payment, CHAINS.creditNote, CHAINS.guaranteeEvent, CHAINS.depositPayment];
  const { findings } = walkChains(db, chains);
  const references = referenceFindings(db).filter((f) => f.table !== 'invoices');
  return { findings: [...findings, ...paymentFindings(db), ...references] };
}
