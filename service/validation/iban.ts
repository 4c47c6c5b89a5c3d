// IBAN (ISO 13616): country letters, two check digits, a national part; valid when the number
// read with letters as 10..35, after moving the first four characters to the end, is 1 mod 97.
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** Spaces removed, upper case. */
export function normalizeIban(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!IBAN_SHAPE.test(iban)) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** Display in groups of four: 'FR76 3000 6000 0112 3456 7890 189'. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}
