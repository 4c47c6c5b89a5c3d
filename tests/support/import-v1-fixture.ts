// Writes a folder of the older system's exports, always the same for the same sizes: clean rows
// with a known sprinkling of dirty ones (bad dates, missing postcodes, duplicate e-mails, an
// overlapping stay, an amount in words), Windows-1252 accents and stray BOMs. It answers which
// lines of which file must be rejected, and why, so a test can hold the import to exactly that.
import fs from 'node:fs';
import path from 'node:path';
import { femaleFirstNames, lastNames, mailDomains, maleFirstNames, streets, towns } from '../bench/french-names';

export interface FixtureSize {
  customers: number;
  bookings: number;
}

/** A line the import must reject, and a piece of its reason. */
export interface ExpectedRejection {
  line: number;
  reason: string;
}

export interface ImportV1Fixture {
  dir: string;
  rows: Record<string, number>;
  rejected: Record<string, ExpectedRejection[]>;
}

export const SMALL_FIXTURE: FixtureSize = { customers: 300, bookings: 900 };
export const FULL_FIXTURE: FixtureSize = { customers: 20_000, bookings: 60_000 };

/** Windows-1252 for the characters a French export holds: Latin-1 plus œ, Œ, €, ’. */
const CP1252_EXTRAS: Record<string, number> = { '€': 0x80, '’': 0x92, Œ: 0x8c, œ: 0x9c };

export function toWindows1252(text: string): Buffer {
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0x3f;
    bytes.push(code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : (CP1252_EXTRAS[ch] ?? 0x3f));
  }
  return Buffer.from(bytes);
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

function csv(rows: readonly (readonly (string | number)[])[]): string {
  return `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`;
}

/** Every how many rows a kind of dirt comes back: often enough that a small fixture has some. */
const period = (rows: number, most: number) => Math.max(7, Math.min(most, Math.floor(rows / 6)));

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY of `days` after 1 January 2022. */
function oldDay(days: number): string {
  const d = new Date(Date.UTC(2022, 0, 1 + days));
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

const TYPES = [
  [1, 'EMP', 'Emplacement nu', 'Emplacement', 6, '10,00'],
  [2, 'MH4', 'Mobil-home 4 personnes', 'Mobil-home', 4, '10,00'],
  [3, 'CH6', 'Chalet 6 personnes', 'Chalet', 6, '10'],
  [4, 'TT', 'Tente équipée', 'Tente', 4, '5,5'],
  [5, 'RES', 'Parcelle résidentielle', 'Parcelle', 6, '20,00'],
] as const;

/** Nights of a stay and the days between two stays of one place. */
const NIGHTS = 7;
const STEP = 9;

export function writeImportV1Fixture(dir: string, size: FixtureSize): ImportV1Fixture {
  fs.mkdirSync(dir, { recursive: true });
  const rejected: Record<string, ExpectedRejection[]> = {};
  const reject = (file: string, index: number, reason: string) => {
    rejected[file] = [...(rejected[file] ?? []), { line: index + 2, reason }];
  };
  const rows: Record<string, number> = {};
  const write = (file: string, body: Buffer, count: number) => {
    fs.writeFileSync(path.join(dir, file), body);
    rows[file] = count;
  };

  write(
    'types_emplacement.csv',
    Buffer.from(csv([['id', 'code', 'libelle', 'nature', 'capacite', 'taux_tva'], ...TYPES])),
    TYPES.length,
  );

  const placeCount = Math.max(20, Math.ceil(size.bookings / 100));
  const places = Array.from({ length: placeCount }, (_, p) => [p + 1, `${100 + p}`, (p % TYPES.length) + 1, 4, '']);
  write('emplacements.csv', Buffer.from(csv([['id', 'numero', 'type_id', 'capacite', 'nom'], ...places])), placeCount);

  // Customers, in Windows-1252 as the older system wrote them. Customer 1 is always clean: the
  // duplicate e-mails copy its address.
  const firstName = (i: number) => pick(i % 2 === 1 ? femaleFirstNames : maleFirstNames, i * 7);
  const lastName = (i: number) => pick(lastNames, i * 13);
  const emailOf = (i: number) =>
    `${firstName(i)}.${lastName(i)}.${i + 1}@${pick(mailDomains, i)}`
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9.@-]/g, '')
      .toLowerCase();
  const cp = period(size.customers, 997);
  const isCleanCustomer: boolean[] = [];
  const customers = Array.from({ length: size.customers }, (_, i) => {
    const [postcode, town] = pick(towns, i * 3);
    let email = emailOf(i);
    let birth = oldDay(-365 * (20 + (i % 50)) + (i % 300));
    let code: string = postcode;
    if (i % cp === 1) {
      birth = '31/02/1985';
      reject('clients.csv', i, 'date de naissance invalide');
    } else if (i % cp === 3) {
      code = '';
      reject('clients.csv', i, 'code postal manquant');
    } else if (i % cp === 5) {
      email = emailOf(0);
      reject('clients.csv', i, 'e-mail déjà celui d’un autre client');
    }
    isCleanCustomer.push(rejected['clients.csv']?.at(-1)?.line !== i + 2);
    return [
      i + 1,
      i % 2 === 1 ? 'Mme' : 'M.',
      lastName(i),
      firstName(i),
      '',
      pick(streets, i),
      '',
      code,
      town,
      'FR',
      '',
      '',
      email,
      birth,
      i % 10 === 0 ? 'Vœux : l’emplacement près du cœur, 5 € de remise' : '',
    ];
  });
  write(
    'clients.csv',
    toWindows1252(
      csv([
        [
          'id',
          'civilite',
          'nom',
          'prenom',
          'societe',
          'adresse1',
          'adresse2',
          'code_postal',
          'ville',
          'pays',
          'telephone',
          'portable',
          'email',
          'date_naissance',
          'observations',
        ],
        ...customers,
      ]),
    ),
    size.customers,
  );

  // Stays: stay k of place p starts STEP·k days in. A cancelled one (A) holds no place. The stay
  // made to overlap starts 4 days early, over the previous stay of its place when that one holds.
  const bp = period(size.bookings, 1499);
  const holds: boolean[] = [];
  const isCleanBooking: boolean[] = [];
  let customerCursor = 0;
  const bookings = Array.from({ length: size.bookings }, (_, j) => {
    const place = (j % placeCount) + 1;
    const k = Math.floor(j / placeCount);
    while (!isCleanCustomer[customerCursor % size.customers]) customerCursor += 1;
    const customer = (customerCursor % size.customers) + 1;
    customerCursor += 1;
    const state = j % 37 === 3 ? 'A' : j % 41 === 5 ? 'O' : 'R';
    let start = k * STEP;
    let arrival = oldDay(start);
    let amount = `${300 + (j % 500)},${pad(j % 100)}`;
    let isClean = true;
    if (j % bp === 2) {
      arrival = `2023-${pad((j % 12) + 1)}-10`;
      reject('sejours.csv', j, 'date d’arrivée invalide');
      isClean = false;
    } else if (j % bp === 4) {
      amount = 'douze';
      reject('sejours.csv', j, 'montant qui n’est pas un nombre');
      isClean = false;
    } else if (j % bp === 6 && j >= placeCount && holds[j - placeCount] && state !== 'A') {
      start -= 4;
      arrival = oldDay(start);
      reject('sejours.csv', j, 'chevauche');
      isClean = false;
    }
    holds.push(isClean && state !== 'A');
    isCleanBooking.push(isClean);
    return [
      j + 1,
      `R${20000 + j}`,
      customer,
      place,
      arrival,
      oldDay(start + NIGHTS),
      state,
      1 + (j % 5),
      amount,
      '',
      '',
    ];
  });
  write(
    'sejours.csv',
    Buffer.concat([
      BOM,
      Buffer.from(
        csv([
          [
            'id',
            'numero',
            'client_id',
            'emplacement_id',
            'arrivee',
            'depart',
            'etat',
            'nb_personnes',
            'montant',
            'date_reservation',
            'observations',
          ],
          ...bookings,
        ]),
      ),
    ]),
    size.bookings,
  );

  // One occupant per imported stay, in Windows-1252 behind a stray BOM.
  const stays = bookings.filter((_, j) => isCleanBooking[j]);
  const occupants = stays.map((b, i) => {
    let birth = oldDay(-365 * (5 + (i % 60)));
    if (i % period(stays.length, 2003) === 1) {
      birth = '00/00/0000';
      reject('occupants.csv', i, 'date de naissance invalide');
    }
    return [i + 1, b[0] as number, pick(lastNames, i * 17), pick(femaleFirstNames, i), birth];
  });
  write(
    'occupants.csv',
    Buffer.concat([BOM, toWindows1252(csv([['id', 'sejour_id', 'nom', 'prenom', 'date_naissance'], ...occupants]))]),
    occupants.length,
  );

  const payments = stays
    .filter((_, i) => i % 2 === 0)
    .map((b, i) => {
      let amount = `${100 + (i % 300)},50`;
      if (i % period(stays.length / 2, 1999) === 1) {
        amount = 'abc';
        reject('reglements.csv', i, 'montant qui n’est pas un nombre');
      }
      return [i + 1, b[0] as number, b[4] as string, pick(['Chèque', 'CB', 'Espèces', 'Virement'], i), amount];
    });
  write(
    'reglements.csv',
    Buffer.from(csv([['id', 'sejour_id', 'date', 'mode', 'montant'], ...payments])),
    payments.length,
  );

  const invoices = stays
    .filter((_, i) => i % 3 === 0)
    .map((b, i) => [i + 1, `F${String(i + 1).padStart(6, '0')}`, b[0] as number, b[5] as string, b[8] as string]);
  write(
    'factures.csv',
    Buffer.from(csv([['id', 'numero', 'sejour_id', 'date', 'montant_ttc'], ...invoices])),
    invoices.length,
  );
  return { dir, rows, rejected };
}
