// The 500 demo customers, drawn from the name and town lists with the seeded generator: plain
// values the customer domain validates and saves like any form. Pure: no database, no clock.
import { normalizeName } from '../customer';
import {
  addressComplements,
  femaleFirstNames,
  lastNames,
  mailDomains,
  maleFirstNames,
  organisationNames,
  streetKinds,
  streetNames,
} from './customer-names';
import type { Rng } from './rng';
import { type DemoTown, demoTowns } from './towns-data';

export const DEMO_CUSTOMER_COUNT = 500;

export interface CustomerRefs {
  /** Civility ids by code (M, MME, MMME, STE); a missing one leaves the civility blank. */
  readonly civilityIds: ReadonlyMap<string, number>;
  readonly franceId: number | null;
  readonly frenchId: number | null;
}

// Numbers ARCEP keeps for fiction (no subscriber ever gets them): realistic, never anybody's phone.
const fictionLandline: Record<string, string> = {
  '01': '019900',
  '02': '026191',
  '03': '035301',
  '04': '046571',
  '05': '053649',
};
const fictionMobile = '063998';

// The landline zone of each department the demo towns lie in (01 Île-de-France ... 05 South-West).
const zoneOfDepartment: Record<string, string> = {
  '75': '01',
  '78': '01',
  '92': '01',
  '14': '02',
  '29': '02',
  '35': '02',
  '37': '02',
  '44': '02',
  '45': '02',
  '49': '02',
  '72': '02',
  '76': '02',
  '21': '03',
  '51': '03',
  '54': '03',
  '57': '03',
  '59': '03',
  '67': '03',
  '80': '03',
  '13': '04',
  '34': '04',
  '38': '04',
  '63': '04',
  '69': '04',
  '17': '05',
  '24': '05',
  '31': '05',
  '33': '05',
  '40': '05',
  '47': '05',
  '64': '05',
  '65': '05',
  '86': '05',
  '87': '05',
};

function phone(rng: Rng, prefix: string): string {
  return `${prefix}${rng.digits(4)}`.replace(/(\d{2})(?=\d)/g, '$1 ');
}

function emailLocal(rng: Rng, first: string, last: string): string {
  const f = normalizeName(first).replace(/ /g, '-');
  const l = normalizeName(last).replace(/ /g, '-');
  const shapes = [`${f}.${l}`, `${f.charAt(0)}${l}`, `${l}.${f}`, `${f}${l}${rng.int(10, 99)}`];
  return rng.pick(shapes);
}

function uniqueEmail(taken: Set<string>, local: string, domain: string): string {
  let candidate = `${local}@${domain}`;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${local}${n}@${domain}`;
  taken.add(candidate);
  return candidate;
}

function address(rng: Rng, town: DemoTown, refs: CustomerRefs) {
  return {
    address1: `${rng.int(1, 120)} ${rng.pick(streetKinds)} ${rng.pick(streetNames)}`,
    address2: rng.chance(0.12) ? rng.pick(addressComplements) : null,
    address3: null,
    postalCode: town.postalCode,
    town: town.name,
    countryId: refs.franceId,
  };
}

function birthDate(rng: Rng): string {
  const month = String(rng.int(1, 12)).padStart(2, '0');
  const day = String(rng.int(1, 28)).padStart(2, '0');
  return `${rng.int(1948, 2002)}-${month}-${day}`;
}

/** One customer as the customer form would send it (code left blank: the next code is given). */
function demoCustomer(rng: Rng, refs: CustomerRefs, emails: Set<string>) {
  const town = rng.weighted(demoTowns, (t) => t.weight);
  const isLegalEntity = rng.chance(0.04);
  const kind = isLegalEntity ? 'STE' : rng.weighted(['M', 'MME', 'MMME'], (c) => (c === 'MMME' ? 1 : 6));
  const firstName = rng.pick(kind === 'MME' ? femaleFirstNames : maleFirstNames);
  const lastName = rng.pick(lastNames);
  const zone = zoneOfDepartment[town.department] ?? '05';
  return {
    id: 0,
    code: null,
    civilityId: refs.civilityIds.get(kind) ?? null,
    firstName,
    lastName,
    addressList: [address(rng, town, refs)],
    phone: rng.chance(0.25) ? phone(rng, fictionLandline[zone] ?? fictionLandline['05']) : null,
    mobile: rng.chance(0.95) ? phone(rng, fictionMobile) : null,
    email: rng.chance(0.9) ? uniqueEmail(emails, emailLocal(rng, firstName, lastName), rng.pick(mailDomains)) : null,
    birthDate: isLegalEntity ? null : birthDate(rng),
    birthPlace: null,
    nationalityId: refs.franceId,
    languageId: refs.frenchId,
    isLegalEntity,
    companyName: isLegalEntity ? rng.pick(organisationNames) : null,
    siret: isLegalEntity ? `${rng.int(1, 9)}${rng.digits(13)}` : null,
    vatNumber: null,
    newsletter: rng.chance(0.4),
    loyaltyNumber: null,
    notes: null,
  };
}

export type DemoCustomer = ReturnType<typeof demoCustomer>;

export function demoCustomers(rng: Rng, refs: CustomerRefs, count = DEMO_CUSTOMER_COUNT): DemoCustomer[] {
  const emails = new Set<string>();
  return Array.from({ length: count }, () => demoCustomer(rng, refs, emails));
}
