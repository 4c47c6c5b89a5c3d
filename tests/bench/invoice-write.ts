// invoice-write-http: invoicing a booking over HTTP (numbering, invoice and lines appended to their
// hash chains, booking marked billed, journal row) with `synchronous = FULL`, each request on a
// booking of its own; ref:invoice-write-sql the same rows written by raw prepared statements in
// one IMMEDIATE transaction (no hashing, no reads of the booking): the floor of the disk's commits.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../service/app';
import { systemClock } from '../../service/clock';
import { type Db, databaseFile, openDatabase } from '../../service/db/connection';
import { prepareDatabase } from '../../service/db/prepare';
import { demoEstablishment } from '../../service/domains/demo/establishment-data';
import { establishments } from '../../service/domains/establishment/schema';
import { createAccount } from '../../service/domains/security';
import type { Logger } from '../../service/logger';
import { listen } from './http-load';
import { type BenchResult, round } from './report';
import { signInHeaders } from './sign-in-client';
import { timeCalls } from './sql-timing';
import { type WriteLoadResult, writeLoad } from './write-load';

const admin = { login: 'bench-invoice', password: 'bench-invoice-password' };
const bookingCount = 30_000;
const stamp = '2026-01-01T00:00:00.000Z';

/** The seller's legal identity (the demo's), one customer with a full address, an always-open financial year, bookings of 3 lines each. */
function seed(db: Db) {
  const c = db.$client;
  db.insert(establishments)
    .values({ id: 1, ...demoEstablishment, createdAt: stamp, updatedAt: stamp })
    .onConflictDoUpdate({ target: establishments.id, set: demoEstablishment })
    .run();
  c.prepare(
    "INSERT INTO financial_years (label, start_date, end_date, bill_prefix, created_at, updated_at) VALUES ('Banc', '2000-01-01', '2099-12-31', 'BENCH', ?, ?)",
  ).run(stamp, stamp);
  const customerId = c
    .prepare(
      "INSERT INTO customers (code, last_name, first_name, sort_name, created_at, updated_at) VALUES ('B1', 'Lalanne', 'Paul', 'lalanne paul', ?, ?)",
    )
    .run(stamp, stamp).lastInsertRowid;
  const fr = (c.prepare("SELECT id FROM countries WHERE iso_code = 'FR'").get() as { id: number }).id;
  c.prepare(
    "INSERT INTO customer_addresses (customer_id, position, address1, postal_code, town, country_id) VALUES (?, 0, '12 rue des Mouettes', '56000', 'Vannes', ?)",
  ).run(customerId, fr);
  const booking = c.prepare(
    `INSERT INTO bookings (code, customer_id, kind, state, start_date, end_date, total_cents, booked_on, created_at, updated_at)
     VALUES (?, ?, 3, 'NORMAL', '2026-07-04', '2026-07-11', 52462, '2026-01-01', ?, ?)`,
  );
  const line = c.prepare(
    `INSERT INTO booking_lines (booking_id, kind, key, label, quantity, unit_cents, amount_cents, vat_bp, basis, is_outside_vat_base, sort_order)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'stay', ?, ?)`,
  );
  c.transaction(() => {
    for (let i = 1; i <= bookingCount; i++) {
      const id = booking.run(`B${i}`, customerId, stamp, stamp).lastInsertRowid;
      line.run(id, 1, 'place', 'Emplacement', 7, 7000, 49000, 1000, 0, 0);
      line.run(id, 7, 'extra', 'Électricité', 7, 430, 3010, 2000, 0, 1);
      line.run(id, 2, 'tax', 'Taxe de séjour', 14, 33, 462, 0, 1, 2);
    }
  })();
}

function rawInvoiceWrite(db: Db, firstBooking: number) {
  const c = db.$client;
  const seq = c.prepare('SELECT coalesce(max(year_seq), 0) + 1 AS n FROM invoices WHERE financial_year_id = 1');
  const headOf = (t: string) => c.prepare(`SELECT coalesce(max(id), 0) + 1 AS id FROM ${t}`);
  const invoiceHead = headOf('invoices');
  const lineHead = headOf('invoice_lines');
  const lines = c.prepare('SELECT * FROM booking_lines WHERE booking_id = ? ORDER BY sort_order');
  const invoice = c.prepare(
    `INSERT INTO invoices (id, prev_hash, hash, grand_total_cents, created_at, number, financial_year_id, year_seq, type,
       document_kind, booking_id, customer_id, is_partner_bill, issued_on, seller, buyer, total_cents, total_excl_vat_cents,
       vat_cents, tourist_tax_cents, vat_detail, deposit_cents, paid_cents)
     VALUES (?, '', '', 0, ?, ?, 1, ?, 1, 1, ?, 1, 0, '2026-11-26', '{}', '{}', 52462, 47545, 4455, 462, '[]', 0, 0)`,
  );
  const line = c.prepare(
    `INSERT INTO invoice_lines (id, prev_hash, hash, grand_total_cents, created_at, invoice_id, kind, label, quantity,
       unit_cents, amount_cents, vat_bp, is_outside_vat_base, sort_order)
     VALUES (?, '', '', 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const mark = c.prepare(
    "UPDATE bookings SET bill_number = ?, bill_date = '2026-11-26', version = version + 1 WHERE id = ?",
  );
  const journal = c.prepare(
    "INSERT INTO tech_events (at, kind, summary, entity, entity_id) VALUES (?, 'invoice.issued', 'Facture', 'invoices', ?)",
  );
  let booking = firstBooking;
  const write = c.transaction(() => {
    const id = booking++;
    const n = (seq.get() as { n: number }).n;
    const invoiceId = (invoiceHead.get() as { id: number }).id;
    invoice.run(invoiceId, stamp, `REF${n}`, n, id);
    (lines.all(id) as Record<string, number | string>[]).forEach((l, i) => {
      const lineId = (lineHead.get() as { id: number }).id;
      line.run(
        lineId,
        stamp,
        invoiceId,
        l.kind,
        l.label,
        l.quantity,
        l.unit_cents,
        l.amount_cents,
        l.vat_bp,
        l.is_outside_vat_base,
        i,
      );
    });
    mark.run(`REF${n}`, id);
    journal.run(stamp, invoiceId);
  });
  return () => write.immediate();
}

export interface InvoiceBench {
  logger: Logger;
  connections: number;
  httpSeconds: number;
  sqlSeconds: number;
}

export async function benchInvoiceWrite(o: InvoiceBench): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-bench-invoice-'));
  const clock = systemClock('2026-11-26');
  const db = openDatabase(databaseFile(dataDir));
  try {
    prepareDatabase(db, clock);
    await createAccount(db, clock, { ...admin, name: 'Bench', isAdmin: true });
    seed(db);
    const server = await listen(createApp({ db, clock, logger: o.logger, dataDir }).fetch);
    let http: WriteLoadResult;
    try {
      const headers = { ...(await signInHeaders(server.url, admin)) };
      const load = { url: server.url, headers, connections: o.connections, requests: 'invoice-requests.mjs' };
      const warm = await writeLoad({ ...load, seconds: 0.5, first: 1 });
      http = await writeLoad({ ...load, seconds: o.httpSeconds, first: warm.next });
    } finally {
      await server.close();
    }
    const sync = db.$client.pragma('synchronous', { simple: true });
    const sql = timeCalls(rawInvoiceWrite(db, http.next + 1), o.sqlSeconds, 50);
    return [
      {
        name: 'invoice-write-http',
        unit: 'ops/s',
        median: round(http.opsPerSecond),
        p99: round(http.p99Ms),
        note: `median = invoices/s, p99 = latency ms; ${o.connections} concurrent fetch loops in a worker thread, ${o.httpSeconds} s; a booking of 3 lines each; synchronous=${sync} (2 = FULL); vs ${round(sql.opsPerSecond)} ops/s raw`,
      },
      {
        name: 'ref:invoice-write-sql',
        unit: 'ops/s',
        median: round(sql.opsPerSecond),
        p99: round(sql.p99Ms),
        note: 'p99 = ms; the same rows by raw prepared statements in one IMMEDIATE transaction, no hashing; synchronous = FULL',
      },
    ];
  } finally {
    db.$client.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
