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
import { TRANSFER_PACKET_SIZE, type TransferPacket } from './transfer-contract';

const customerList = selectList(customers, ['sortName']);

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
