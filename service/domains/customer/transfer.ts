// The customer transfer to another system (/transfer-customers, `bivouac export customers`): every
// customer as one CSV, read in packets of 5,000 by offset, each packet its own short read, so the
// service is never held up by the export.
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import { toCsv } from '../../http/entity/csv';
import { customerEntity } from './entity';
import { customers } from './schema';
import { customerDtos } from './search';
import { selectList } from './select-list';

/** « Customer export goes in packets of 5000 clients using an offset ». */
export const TRANSFER_PACKET_SIZE = 5000;

const customerList = selectList(customers, ['sortName']);

export interface TransferPacket {
  offset: number;
  /** How many customers this packet holds. */
  count: number;
  /** All the customers, counted as this packet was read. */
  total: number;
  /** Where the next packet starts, or null after the last one. */
  nextOffset: number | null;
  /** The packet's CSV lines; the first packet carries the BOM and the header line. */
  csv: string;
}

/** One packet of customers in id order, starting at `offset`. */
export function customerPacket(db: Db, offset: number): TransferPacket {
  const raws = statement(
    db,
    `SELECT ${customerList.sql} FROM customers ORDER BY id LIMIT ${TRANSFER_PACKET_SIZE} OFFSET ?`,
  ).all(offset);
  const items = customerDtos(db, raws);
  const { n: total } = statement(db, 'SELECT count(*) AS n FROM customers').get() as { n: number };
  const csv = toCsv(items, customerEntity.csv, { isContinuation: offset > 0 });
  const next = offset + items.length;
  return { offset, count: items.length, total, nextOffset: items.length === TRANSFER_PACKET_SIZE ? next : null, csv };
}
