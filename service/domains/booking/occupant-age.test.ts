import { describe, expect, it } from 'vitest';
import { type AgeCategoryRange, ageCategoryIdOf, ageOn } from './occupant-age';

// The seeded categories: Adulte 18+, Adolescent 13-17, Enfant 2-12, Bébé 0-1.
const ADULT = 1;
const TEEN = 2;
const CHILD = 3;
const BABY = 4;
const categories: AgeCategoryRange[] = [
  { id: ADULT, ageFrom: 18, ageTo: null, isDefaultForAttendant: true },
  { id: TEEN, ageFrom: 13, ageTo: 17, isDefaultForAttendant: false },
  { id: CHILD, ageFrom: 2, ageTo: 12, isDefaultForAttendant: false },
  { id: BABY, ageFrom: 0, ageTo: 1, isDefaultForAttendant: false },
];
const none = { birthDate: null, age: null, ageCategoryId: null };

describe('the age on a day, in whole years from the birth date', () => {
  it.each([
    ['the day before the birthday', '2018-07-14', '2026-07-13', 7],
    ['the birthday itself counts the new year', '2018-07-14', '2026-07-14', 8],
    ['the day after the birthday', '2018-07-14', '2026-07-15', 8],
    ['born on 29 February: not yet on 28 February of a common year', '2016-02-29', '2026-02-28', 9],
    ['born on 29 February: a year older on 1 March of a common year', '2016-02-29', '2026-03-01', 10],
    ['born on 29 February: a year older on 29 February of a leap year', '2016-02-29', '2028-02-29', 12],
    ['born on 31 December, arriving on 1 January', '2008-12-31', '2026-01-01', 17],
    ['born on the arrival day', '2026-07-14', '2026-07-14', 0],
  ])('%s', (_, birthDate, day, age) => {
    expect(ageOn(birthDate, day)).toBe(age);
  });
});

describe('the age category derived from the birth date at the arrival date, else from the age typed', () => {
  it.each([
    ['a child born in 2018 arriving in 2026 is a child, not an adult', { ...none, birthDate: '2018-03-02' }, CHILD],
    ['turning 18 on the arrival day makes an adult', { ...none, birthDate: '2008-07-14' }, ADULT],
    ['turning 18 the day after the arrival keeps a teenager', { ...none, birthDate: '2008-07-15' }, TEEN],
    ['the lower bound of a category is inside it (2 years: child)', { ...none, birthDate: '2024-07-14' }, CHILD],
    ['the upper bound of a category is inside it (1 year: baby)', { ...none, birthDate: '2024-07-15' }, BABY],
    ['12 is still a child, 13 a teenager', { ...none, age: 13 }, TEEN],
    ['the age typed when there is no birth date', { ...none, age: 8 }, CHILD],
    ['the birth date wins over the age typed', { ...none, birthDate: '1990-01-01', age: 8 }, ADULT],
    [
      'the birth date wins over a category chosen by hand',
      { birthDate: '2018-03-02', age: null, ageCategoryId: ADULT },
      CHILD,
    ],
    ['no birth date nor age: the category chosen by hand', { ...none, ageCategoryId: TEEN }, TEEN],
    ['nothing known: the attendants\u2019 default category', none, ADULT],
    ['a birth date after the arrival falls back to the default', { ...none, birthDate: '2027-01-01' }, ADULT],
  ])('%s', (_, occupant, expected) => {
    expect(ageCategoryIdOf(occupant, '2026-07-14', categories)).toBe(expected);
  });

  it('an age no category covers falls back to the category chosen by hand', () => {
    const gap = categories.filter((c) => c.id !== TEEN);
    expect(ageCategoryIdOf({ ...none, age: 15, ageCategoryId: CHILD }, '2026-07-14', gap)).toBe(CHILD);
  });

  it('without a default category the first one is given; without any category, none', () => {
    const plain = categories.map((c) => ({ ...c, isDefaultForAttendant: false }));
    expect(ageCategoryIdOf(none, '2026-07-14', plain)).toBe(ADULT);
    expect(ageCategoryIdOf(none, '2026-07-14', [])).toBeNull();
  });
});
