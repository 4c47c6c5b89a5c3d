import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../../service/errors/catalogue';
import { describeRefusal } from './refusals';

describe('refusals of the draft shown on the sheet', () => {
  it('names the occupancy and the row of a refused field', () => {
    expect(describeRefusal('occupancies.0.occupants.1.ageCategoryId', 'NO_AGE_CATEGORY')).toBe(
      `Occupation 1, occupant 2 : ${errorMessage('NO_AGE_CATEGORY')}`,
    );
  });

  it('a refusal of the booking itself is its message', () => {
    expect(describeRefusal('customerId', 'REQUIRED')).toBe(errorMessage('REQUIRED'));
  });
});
