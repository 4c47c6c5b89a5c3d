// Fills a fresh database with realistic French customers, fast: one prepared INSERT per table in
// one transaction on better-sqlite3, drawn from a fixed-seed generator so every run has the same data.
import type { Db } from '../../service/db/connection';
import { customerCode, normalizeName, sortNameOf } from '../../service/domains/customer/rules';
import { companyForms, femaleFirstNames, lastNames, mailDomains, maleFirstNames, streets, towns } from './french-names';

/** mulberry32: small, fast and good enough to spread test data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

/** Skewed towards the head of the list: the first names of a frequency-ordered list come most often. */
const pickSkewed = <T>(random: Random, list: readonly T[]): T => list[Math.floor(list.length * random() ** 1.8)];
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(list.length * random())];
const eightDigits = (random: Random) => String(Math.floor(random() * 1e8)).padStart(8, '0');

/** A few hundred distinct names and pairs: normalizing each once keeps the seed fast. */
function memoize<K, V>(fn: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = fn(key);
      cache.set(key, value);
    }
    return value;
  };
}
const mailboxPart = memoize((name: string) => normalizeName(name).replaceAll(' ', '-'));
const personSortName = memoize((fullName: string) => {
  const [lastName, firstName] = fullName.split('|');
  return sortNameOf({ isLegalEntity: false, lastName, firstName, companyName: null });
});

const dayMs = 24 * 60 * 60 * 1000;
const firstCreation = Date.parse('2018-01-01T08:00:00Z');

function referenceIds(db: Db) {
  const id = (sql: string, code: string) => {
    const row = db.$client.prepare<[string], { id: number }>(sql).get(code);
    if (!row) throw new Error(`reference ${code} missing: was prepareDatabase run?`);
    return row.id;
  };
  return {
    france: id('SELECT id FROM countries WHERE iso_code = ?', 'FR'),
    french: id('SELECT id FROM languages WHERE code = ?', 'fr'),
    mister: id('SELECT id FROM civilities WHERE code = ?', 'M'),
    madam: id('SELECT id FROM civilities WHERE code = ?', 'MME'),
    company: id('SELECT id FROM civilities WHERE code = ?', 'STE'),
  };
}

function customerRow(random: Random, sequence: number, refs: ReturnType<typeof referenceIds>) {
  const isLegalEntity = random() < 0.02;
  const isFemale = random() < 0.5;
  const lastName = pickSkewed(random, lastNames);
  const firstName = pickSkewed(random, isFemale ? femaleFirstNames : maleFirstNames);
  const companyName = isLegalEntity ? pick(random, companyForms).replace('{}', lastName) : null;
  const created = new Date(firstCreation + Math.floor(random() * 8 * 365 * dayMs));
  const updated = new Date(created.getTime() + Math.floor(random() * 90 * dayMs));
  const mailbox = `${mailboxPart(firstName)}.${mailboxPart(lastName)}`;
  const birth = new Date(Date.parse('1940-01-01') + Math.floor(random() * 65 * 365 * dayMs));
  return {
    code: customerCode(sequence),
    civilityId: isLegalEntity ? refs.company : isFemale ? refs.madam : refs.mister,
    firstName,
    lastName,
    phone: random() < 0.3 ? `0${1 + Math.floor(random() * 5)}${eightDigits(random)}` : null,
    mobile: random() < 0.8 ? `0${random() < 0.7 ? 6 : 7}${eightDigits(random)}` : null,
    email: random() < 0.8 ? `${mailbox}${sequence % 97}@${pick(random, mailDomains)}` : null,
    birthDate: random() < 0.6 ? birth.toISOString().slice(0, 10) : null,
    nationalityId: refs.france,
    languageId: refs.french,
    isLegalEntity: isLegalEntity ? 1 : 0,
    companyName,
    newsletter: random() < 0.35 ? 1 : 0,
    sortName: isLegalEntity
      ? sortNameOf({ isLegalEntity, lastName, firstName, companyName })
      : personSortName(`${lastName}|${firstName}`),
    createdAt: created.toISOString(),
    updatedAt: updated.toISOString(),
  };
}

/** Inserts `count` customers, about 70 % of them with a postal address, in one transaction. */
export function seedCustomers(db: Db, count: number, seed = 20_260_101): { customers: number; addresses: number } {
  const random = seededRandom(seed);
  const refs = referenceIds(db);
  const insertCustomer = db.$client.prepare(
    `INSERT INTO customers (code, civility_id, first_name, last_name, phone, mobile, email, birth_date,
       nationality_id, language_id, is_legal_entity, company_name, newsletter, sort_name, created_at, updated_at)
     VALUES (@code, @civilityId, @firstName, @lastName, @phone, @mobile, @email, @birthDate,
       @nationalityId, @languageId, @isLegalEntity, @companyName, @newsletter, @sortName, @createdAt, @updatedAt)`,
  );
  const insertAddress = db.$client.prepare(
    `INSERT INTO customer_addresses (customer_id, position, address1, postal_code, town, country_id)
     VALUES (?, 0, ?, ?, ?, ?)`,
  );
  let addresses = 0;
  db.$client.transaction(() => {
    for (let sequence = 1; sequence <= count; sequence += 1) {
      const customerId = Number(insertCustomer.run(customerRow(random, sequence, refs)).lastInsertRowid);
      if (random() < 0.7) {
        const [postalCode, town] = pick(random, towns);
        const street = `${1 + Math.floor(random() * 120)} ${pick(random, streets)}`;
        insertAddress.run(customerId, street, postalCode, town, refs.france);
        addresses += 1;
      }
    }
  })();
  return { customers: count, addresses };
}
