// /occupants-birthday: whether an occupant's birthday falls in a range of days, and the age they
// turn that day. A 29 February birthday is kept on 1 March in other years (as ui/format/age.ts counts).

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function anniversary(birthDate: string, year: number): string {
  const monthDay = birthDate.slice(5);
  if (monthDay === '02-29' && !isLeap(year)) return `${year}-03-01`;
  return `${year}-${monthDay}`;
}

/** The first birthday inside [from, to] (both included) after the birth, with the age turned. */
export function birthdayIn(birthDate: string, from: string, to: string): { birthday: string; age: number } | null {
  const birthYear = Number(birthDate.slice(0, 4));
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    const day = anniversary(birthDate, year);
    if (year > birthYear && from <= day && day <= to) return { birthday: day, age: year - birthYear };
  }
  return null;
}
