// clients.csv: the customers, each with at most one address. An e-mail belongs to one customer:
// a second customer with the same e-mail (in the file or already in Bivouac) is rejected.
import { statement } from '../../../db/statements';
import { isValidEmail } from '../../../validation';
import { customersChanged, sortNameOf } from '../../customer';
import { civilityIdsByCode, countryIdByIso } from '../../reference';
import { cell, type FileImporter, optional, reject } from '../importer';
import { parseOldDay } from '../old-values';

/** The older system wrote civilities as typed: « M. », « Mme », « M. et Mme », « Mlle », « Sté ». */
const CIVILITY_CODES: Readonly<Record<string, string>> = {
  M: 'M',
  MME: 'MME',
  MLLE: 'MME',
  METMME: 'MMME',
  STE: 'STE',
  SOCIETE: 'STE',
};

function civilityCode(text: string): string | undefined {
  const key = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
  return CIVILITY_CODES[key];
}

interface CustomerValue {
  code: string;
  civilityId: number | null;
  lastName: string | null;
  firstName: string | null;
  companyName: string | null;
  address1: string | null;
  address2: string | null;
  postalCode: string | null;
  town: string | null;
  countryId: number | null;
  phone: string | null;
  mobile: string | null;
  email: string | null;
  birthDate: string | null;
  notes: string | null;
}

export const customersImporter: FileImporter<CustomerValue> = {
  kind: 'customers',
  columns: ['id', 'civilite', 'nom', 'prenom', 'societe', 'adresse1', 'adresse2', 'code_postal', 'ville', 'pays'],
  begin({ db, now, userId }) {
    const civilities = civilityIdsByCode(db);
    const countries = new Map<string, number | null>();
    const countryOf = (iso: string) => {
      if (!countries.has(iso)) countries.set(iso, countryIdByIso(db, iso));
      return countries.get(iso) ?? null;
    };
    // Who holds each e-mail, read once: the check runs on every row.
    const emails = new Map<string, number>();
    for (const r of statement(db, 'SELECT id, lower(email) AS email FROM customers WHERE email IS NOT NULL').all() as {
      id: number;
      email: string;
    }[])
      emails.set(r.email, r.id);
    const writeAddress = (id: number, v: CustomerValue) => {
      statement(db, 'DELETE FROM customer_addresses WHERE customer_id = ?').run(id);
      if (v.address1 || v.address2 || v.postalCode || v.town)
        statement(
          db,
          `INSERT INTO customer_addresses (customer_id, position, address1, address2, postal_code, town, country_id)
           VALUES (?, 0, ?, ?, ?, ?, ?)`,
        ).run(id, v.address1, v.address2, v.postalCode, v.town, v.countryId);
    };
    const columns = (v: CustomerValue) => {
      const isLegalEntity = v.companyName !== null;
      return [
        v.civilityId,
        v.firstName,
        v.lastName,
        v.phone,
        v.mobile,
        v.email,
        v.birthDate,
        isLegalEntity ? 1 : 0,
        v.companyName,
        v.notes,
        sortNameOf({ isLegalEntity, lastName: v.lastName, firstName: v.firstName, companyName: v.companyName }),
      ];
    };
    return {
      prepare(cells) {
        const lastName = optional(cells, 'nom');
        const companyName = optional(cells, 'societe');
        if (!lastName && !companyName) return reject('nom manquant (ni nom ni société)');
        const address1 = optional(cells, 'adresse1');
        const town = optional(cells, 'ville');
        const postalCode = optional(cells, 'code_postal');
        if ((address1 || town) && !postalCode) return reject('code postal manquant');
        const rawEmail = cell(cells, 'email');
        if (rawEmail && !isValidEmail(rawEmail)) return reject(`e-mail invalide : « ${rawEmail} »`);
        const rawBirth = cell(cells, 'date_naissance');
        const birthDate = rawBirth ? parseOldDay(rawBirth) : null;
        if (rawBirth && !birthDate) return reject(`date de naissance invalide : « ${rawBirth} »`);
        const iso = cell(cells, 'pays').toUpperCase();
        const countryId = iso ? countryOf(iso) : null;
        if (iso && countryId === null) return reject(`pays inconnu : « ${iso} »`);
        const civility = civilityCode(cell(cells, 'civilite'));
        return {
          code: `V1-${cell(cells, 'id')}`,
          civilityId: civility ? (civilities.get(civility) ?? null) : null,
          lastName,
          firstName: optional(cells, 'prenom'),
          companyName,
          address1,
          address2: optional(cells, 'adresse2'),
          postalCode,
          town,
          countryId,
          phone: optional(cells, 'telephone'),
          mobile: optional(cells, 'portable'),
          email: rawEmail ? rawEmail.toLowerCase() : null,
          birthDate,
          notes: optional(cells, 'observations'),
        };
      },
      conflict(v, existingId) {
        const holder = v.email ? emails.get(v.email) : undefined;
        return holder !== undefined && holder !== existingId
          ? reject(`e-mail déjà celui d’un autre client : ${v.email}`)
          : null;
      },
      insert(v) {
        customersChanged();
        const id = Number(
          statement(
            db,
            `INSERT INTO customers (civility_id, first_name, last_name, phone, mobile, email, birth_date,
               is_legal_entity, company_name, notes, sort_name, code, created_at, updated_at, updated_by)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          ).run(...columns(v), v.code, now, now, userId).lastInsertRowid,
        );
        writeAddress(id, v);
        if (v.email) emails.set(v.email, id);
        return id;
      },
      update(id, v) {
        customersChanged();
        // The e-mail it leaves is free for the next rows.
        const before = statement(db, 'SELECT lower(email) AS email FROM customers WHERE id = ?').get(id) as {
          email: string | null;
        };
        if (before.email && emails.get(before.email) === id) emails.delete(before.email);
        statement(
          db,
          `UPDATE customers SET civility_id = ?, first_name = ?, last_name = ?, phone = ?, mobile = ?, email = ?,
             birth_date = ?, is_legal_entity = ?, company_name = ?, notes = ?, sort_name = ?,
             updated_at = ?, updated_by = ?, version = version + 1
           WHERE id = ?`,
        ).run(...columns(v), now, userId, id);
        writeAddress(id, v);
        if (v.email) emails.set(v.email, id);
      },
    };
  },
};
