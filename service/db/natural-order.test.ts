import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { compareNatural, naturalKey, naturalSql, registerNaturalKey } from './natural-order';

const shuffled = ['A10', '104', 'b1', '2', 'A2', '17', 'a3', '10b', '10a', '02'];
const natural = ['02', '2', '10a', '10b', '17', '104', 'A2', 'a3', 'A10', 'b1'];

describe('place numbers sort naturally (17 before 104, A2 before A10)', () => {
  it('orders numbers by value, then the lettered ones by their letters and value', () => {
    expect([...shuffled].sort(compareNatural)).toEqual(natural);
  });

  it('reads digits as numbers whatever their leading zeros, letters without case or accent', () => {
    expect(naturalKey('007')).toBe(naturalKey('7'));
    expect(naturalKey('É12')).toBe(naturalKey('e12'));
    expect(compareNatural('9', '10')).toBeLessThan(0);
    expect(compareNatural('Chalet 9', 'Chalet 10')).toBeLessThan(0);
  });

  it('sorts the same in SQLite through the natural_key function of the connection', () => {
    const sqlite = new Database(':memory:');
    registerNaturalKey(sqlite);
    sqlite.exec('CREATE TABLE places (number TEXT)');
    const insert = sqlite.prepare('INSERT INTO places VALUES (?)');
    for (const n of shuffled) insert.run(n);
    const ordered = sqlite
      .prepare(`SELECT number FROM places ORDER BY ${naturalSql('number')}, number`)
      .pluck()
      .all();
    expect(ordered).toEqual(natural);
    expect(sqlite.prepare('SELECT natural_key(NULL)').pluck().get()).toBeNull();
    sqlite.close();
  });
});
