// A refusal of the draft in words a receptionist reads: 'occupancies.0.occupants.1.lastName'
// becomes 'Occupation 1, occupant 2 : <message>', so errors on tabs out of sight are still seen.
import { messageOf } from '../../../entity/form-errors';

const listNames: Record<string, string> = {
  occupancies: 'Occupation',
  occupants: 'occupant',
  animals: 'animal',
  vehicles: 'véhicule',
  extras: 'extra',
  priceOverrides: 'prix saisi',
};

/** The booking's own fields, named as the customer tab labels them. */
const fieldNames: Record<string, string> = {
  customerId: 'Client',
  optionValidUntil: "Option valable jusqu'au",
  partnerId: 'Partenaire',
};

export function describeRefusal(path: string, code: string): string {
  const parts = path.split('.');
  const field = parts.length === 1 ? fieldNames[path] : undefined;
  if (field) return `${field} : ${messageOf(code)}`;
  const where: string[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    const name = listNames[parts[i] ?? ''];
    const index = Number(parts[i + 1]);
    if (name && Number.isInteger(index)) {
      where.push(`${name} ${index + 1}`);
      i += 1;
    }
  }
  return where.length > 0 ? `${where.join(', ')} : ${messageOf(code)}` : messageOf(code);
}
