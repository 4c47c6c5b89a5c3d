import { describe, expect, it } from 'vitest';
import { newBookingOnPlace, parsePrefill, parseSheetParams, sheetPath } from './sheet-url';

describe('the booking sheet address', () => {
  it('reads the seven parameters and writes them back', () => {
    const raw = {
      activeKey: 'occupants',
      bookingId: '12',
      tempBookingId: '40',
      occupancyId: '0',
      tempOccupancyId: '0',
      customerId: '7',
      statusId: '2',
    };
    const p = parseSheetParams(raw);
    expect(p).toMatchObject({ activeKey: 'occupants', bookingId: 12, draftId: 40, customerId: 7, kind: 2 });
    expect(sheetPath(p)).toBe('/new-booking/occupants/12/40/0/0/7/2');
  });

  it('the resume form /new-booking/resume/{bookingId}/0/-1/0/{customerId}/{statusId} is the same route', () => {
    const p = parseSheetParams({
      activeKey: 'resume',
      bookingId: '5',
      tempBookingId: '0',
      occupancyId: '-1',
      tempOccupancyId: '0',
      customerId: '9',
      statusId: '3',
    });
    expect(p).toMatchObject({ activeKey: 'resume', bookingId: 5, draftId: 0, occupancyId: 0, customerId: 9, kind: 3 });
  });

  it('an unknown tab opens the customer tab and an unknown status a reservation', () => {
    expect(parseSheetParams({ activeKey: 'x', statusId: '0' })).toMatchObject({ activeKey: 'customer', kind: 3 });
  });

  it('the search hands a place and dates that pre-fill a new booking', () => {
    const url = newBookingOnPlace({ placeId: 4, startDate: '2027-07-01', endDate: '2027-07-08', party: null }, 3);
    expect(url).toBe('/new-booking/occupancies/0/0/0/0/0/3?placeId=4&startDate=2027-07-01&endDate=2027-07-08');
    expect(parsePrefill(new URL(url, 'http://x').searchParams)).toEqual({
      placeId: 4,
      startDate: '2027-07-01',
      endDate: '2027-07-08',
      party: null,
    });
    expect(parsePrefill(new URLSearchParams('placeId=4&startDate=2027-07-08&endDate=2027-07-01'))).toBeNull();
  });

  it('the sheet opened from a search result starts with its party and the kind chosen (quote, option or reservation)', () => {
    const party = { adults: 2, childAges: [8, 0], animals: [{ animalTypeId: 3, quantity: 1 }] };
    const url = newBookingOnPlace({ placeId: 4, startDate: '2027-07-01', endDate: '2027-07-08', party }, 1);
    expect(url).toBe(
      '/new-booking/occupancies/0/0/0/0/0/1?placeId=4&startDate=2027-07-01&endDate=2027-07-08&adults=2&children=8%2C0&animals=3%3A1',
    );
    const target = new URL(url, 'http://x');
    expect(parsePrefill(target.searchParams)?.party).toEqual(party);
    expect(parseSheetParams({ statusId: target.pathname.split('/').at(-1) }).kind).toBe(1);
  });

  it('a party typed by hand in the address keeps only what makes sense', () => {
    const search = new URLSearchParams(
      'placeId=4&startDate=2027-07-01&endDate=2027-07-08&adults=x&children=7,-1,a&animals=2:0,5',
    );
    expect(parsePrefill(search)?.party).toEqual({ adults: 0, childAges: [7], animals: [] });
  });
});
