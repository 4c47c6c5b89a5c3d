import { describe, expect, it } from 'vitest';
import { returnPath, returnSearch } from './return-path';

describe('sign-in leads back to the page the user was sent away from, on this site only', () => {
  it.each([
    ['/booking-list/3?page=2', '/booking-list/3?page=2'],
    ['/customer/customer/12', '/customer/customer/12'],
    [undefined, '/home'],
    [42, '/home'],
    ['https://elsewhere.example/', '/home'],
    ['//elsewhere.example/', '/home'],
    ['/\\elsewhere.example/', '/home'],
    ['/login?next=/home', '/home'],
  ])('next %j opens %s', (next, path) => {
    expect(returnPath(next)).toBe(path);
  });

  it('the home page and the sign-in page carry no next', () => {
    expect(returnSearch('/home')).toEqual({});
    expect(returnSearch('/')).toEqual({});
    expect(returnSearch('/login?x=1')).toEqual({});
    expect(returnSearch('/planning?start=2026-07-01')).toEqual({ next: '/planning?start=2026-07-01' });
  });
});
