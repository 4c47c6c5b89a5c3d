import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../../service/errors/catalogue';
import { describeRefusal } from './refusals';

describe('refusals of the draft shown on the sheet', () => {
  it('names the occupancy and the row of a refused field', () => {
    expect(describeRefusal('occupancies.0.occupants.1.ageCategoryId', 'NO_AGE_CATEGORY')).toBe(
      `Occupation 1, occupant 2 : ${errorMessage('NO_AGE_CATEGORY')}`,
    );
  });

  it('a refusal of a field of the booking itself names the field', () => {
    expect(describeRefusal('customerId', 'REQUIRED')).toBe(`Client : ${errorMessage('REQUIRED')}`);
  });

  it('a refusal of an unnamed field of the booking is its message', () => {
    expect(describeRefusal('reference', 'TOO_LONG')).toBe(errorMessage('TOO_LONG'));
  });
});
