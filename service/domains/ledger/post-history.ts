// The history of the money records written (payments, invoices, credit notes, bank deposits,
// cash funds), newest first, one page at a time; each row re-checked against its chain: its own
// hash and its link to the row before it.
import type { Db } from '../../db/connection';
import { GENESIS_HASH, rowHasher } from './chain';
import type { PostHistoryCriteria, PostHistoryPage, PostKind, PostRow } from './post-history-contract';

const CUSTOMER = (id: string) =>
  `(SELECT COALESCE(NULLIF(c.company_name, ''), TRIM(COALESCE(c.last_name, '') || ' ' || COALESCE(c.first_name, ''))) FROM customers c WHERE c.id = ${id})`;

/** Each kind's table and how its row reads in the history. */
const SOURCES: Record<PostKind, { table: string; select: string }> = {
  payment: {
    table: 'payments',
    select: `SELECT 'payment' AS kind, p.id AS position, p.created_at AS createdAt, p.paid_on AS day, NULL AS number,
      COALESCE(${CUSTOMER('p.customer_id')}, (SELECT b.code FROM bookings b WHERE b.id = p.booking_id), p.payer) AS label,
      p.amount_cents AS amountCents FROM payments p`,
  },
  invoice: {
    table: 'invoices',
    select: `SELECT 'invoice', i.id, i.created_at, i.issued_on, i.number, COALESCE(json_extract(i.buyer, '$.name'), ''),
      i.total_cents FROM invoices i`,
  },
  creditNote: {
    table: 'credit_notes',
    select: `SELECT 'creditNote', n.id, n.created_at, n.issued_on, n.number, COALESCE(${CUSTOMER('n.customer_id')}, ''),
      n.amount_cents FROM credit_notes n`,
  },
  deposit: {
    table: 'deposits',
    select: `SELECT 'deposit', d.id, d.created_at, d.deposited_on, d.number, d.payments_count || ' paiement(s)',
      d.total_cents FROM deposits d`,
  },
  cashFund: {
    table: 'cash_funds',
    select: `SELECT 'cashFund', f.id, f.created_at, f.fund_on, NULL, COALESCE(f.comment, ''), f.amount_cents FROM cash_funds f`,
  },
};

type Stored = Record<string, string | number | null>;

function isLinkOk(db: Db, table: string, position: number): boolean {
  const row = db.$client.prepare(`SELECT * FROM "${table}" WHERE id = ?`).get(position) as Stored | undefined;
  if (!row) return false;
  const prev = db.$client.prepare(`SELECT hash FROM "${table}" WHERE id = ?`).get(position - 1) as
    | { hash: string }
    | undefined;
  const prevHash = position === 1 ? GENESIS_HASH : prev?.hash;
  return row.prev_hash === prevHash && rowHasher(Object.keys(row))(row) === row.hash;
}

export function postHistory(db: Db, criteria: PostHistoryCriteria): PostHistoryPage {
  const union = Object.values(SOURCES)
    .map((s) => s.select)
    .join('\nUNION ALL\n');
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (criteria.from) clauses.push('day >= ?') && params.push(criteria.from);
  if (criteria.to) clauses.push('day <= ?') && params.push(criteria.to);
  if (criteria.kind) clauses.push('kind = ?') && params.push(criteria.kind);
  if (criteria.q) {
    const like = `%${criteria.q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    clauses.push("(lower(COALESCE(number, '')) LIKE ? ESCAPE '\\' OR lower(label) LIKE ? ESCAPE '\\')");
    params.push(like, like);
  }
  const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
  const from = `FROM (${union}) ${where}`;
  const { n } = db.$client.prepare(`SELECT count(*) AS n ${from}`).get(...params) as { n: number };
  const rows = db.$client
    .prepare(`SELECT * ${from} ORDER BY createdAt DESC, position DESC LIMIT ? OFFSET ?`)
    .all(...params, criteria.pageSize, (criteria.page - 1) * criteria.pageSize) as Omit<PostRow, 'isLinkOk'>[];
  return {
    items: rows.map((r) => ({ ...r, isLinkOk: isLinkOk(db, SOURCES[r.kind].table, r.position) })),
    total: n,
  };
}
