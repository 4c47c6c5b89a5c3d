// Companies and associations found by their contact. Their sort key begins with the company's
// name ("comite des fetes guerin marie"), so the sort_name index cannot find them by the contact's
// name, and scanning the table on every search would stall the event loop on a large file. They
// are few (a few per cent of the customers): their keys are kept in memory per database, read
// again once the customers changed (this process's writes go through `customersChanged`; another
// connection's commits change SQLite's data_version).
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';

interface LegalEntityKeys {
  readonly version: string;
  /** Each legal entity's sort key, with a blank before it so every word starts after a blank. */
  readonly keys: readonly { readonly id: number; readonly spaced: string }[];
  /** The ids found per searched key, as a desk types the same few prefixes over and over. */
  readonly found: Map<string, number[]>;
}

/** Searched keys whose ids are kept; past this many, the kept ones are dropped. */
const keptKeys = 1_000;

const cache = new WeakMap<Db, LegalEntityKeys>();
let writes = 0;

/** Called by every write of the customer store: the kept keys are read again at the next search. */
export function customersChanged(): void {
  writes += 1;
}

function legalEntityKeys(db: Db): LegalEntityKeys {
  const version = `${writes}:${statement(db, 'PRAGMA data_version').pluck().get()}`;
  const kept = cache.get(db);
  if (kept?.version === version) return kept;
  const rows = statement(db, 'SELECT id, sort_name AS key FROM customers WHERE is_legal_entity = 1').all() as {
    id: number;
    key: string;
  }[];
  const fresh = { version, keys: rows.map((r) => ({ id: r.id, spaced: ` ${r.key}` })), found: new Map() };
  cache.set(db, fresh);
  return fresh;
}

/** The legal entities one word of whose name or contact starts with `key` (already normalised). */
export function legalEntitiesByWord(db: Db, key: string): number[] {
  const word = ` ${key}`;
  const { keys, found } = legalEntityKeys(db);
  let ids = found.get(key);
  if (!ids) {
    ids = keys.filter((e) => e.spaced.includes(word)).map((e) => e.id);
    if (found.size >= keptKeys) found.clear();
    found.set(key, ids);
  }
  return ids;
}
