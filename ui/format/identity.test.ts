import { describe, expect, it } from 'vitest';
import { formatPhone as servicePhone } from '../../service/validation/phone';
import { formatSiret as serviceSiret } from '../../service/validation/siret';
import { formatPhone, formatSiret } from './index';

describe('identity display', () => {
  it('"French company identifier: digits only, at most 14, displayed grouped 3-3-3-5"', () => {
    expect(formatSiret('73282932000074')).toBe('732 829 320 00074');
    expect(formatSiret('732 829 320')).toBe('732 829 320');
    expect(formatSiret('ABC')).toBe('ABC');
  });

  it('"Phone display: 10 digits are grouped in pairs. A plus sign with 12 digits, or 11 digits, is shown as an international number."', () => {
    expect(formatPhone('0612345678')).toBe('06 12 34 56 78');
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(formatPhone('33612345678')).toBe('+33 6 12 34 56 78');
  });

  it('reuses the service helpers rather than copying them', () => {
    expect(formatSiret).toBe(serviceSiret);
    expect(formatPhone).toBe(servicePhone);
  });
});
