import { describe, expect, it } from 'vitest';
import { isValidBic } from './bic';

describe('isValidBic', () => {
  it.each(['BNPAFRPP', 'BNPAFRPPXXX', 'DEUTDEFF500', 'bnpafrpp', 'BNPA FR PP'])(
    'BIC: 8 or 11 characters, bank, country, location, optional branch (%s)',
    (value) => {
      expect(isValidBic(value)).toBe(true);
    },
  );

  it.each(['BNPAFRP', 'BNPAFRPPX', 'BNPAFRPPXX', 'BNPAFRPPXXXX', '1NPAFRPP', 'BNPA12PP', 'BNPAFRP-', ''])(
    'BIC: refuses any other length or shape (%j)',
    (value) => {
      expect(isValidBic(value)).toBe(false);
    },
  );
});
