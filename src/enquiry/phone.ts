/**
 * Phone numbers as a broker rings them back. Australian ones: mobiles (04),
 * landlines with an area code (02, 03, 07, 08), 1300 and 1800 numbers and
 * six-digit 13 numbers, typed with spaces, dashes, brackets or a +61 prefix,
 * kept in their usual form. An overseas one (an investor abroad): +, 00 or
 * 0011 and its country code, kept as typed with + in front, since its grouping
 * is its country's.
 */

const patterns: {pattern: RegExp; format: string}[] = [
  {pattern: /^(04\d{2})(\d{3})(\d{3})$/, format: '$1 $2 $3'},
  {pattern: /^(0[2378])(\d{4})(\d{4})$/, format: '$1 $2 $3'},
  {pattern: /^(1[38]00)(\d{3})(\d{3})$/, format: '$1 $2 $3'},
  {pattern: /^(13)(\d{2})(\d{2})$/, format: '$1 $2 $3'},
];

/** The number in its usual form ("0412 345 678", "+64 21 123 4567"), or undefined when it is not a phone number. */
export function normalisePhone(input: string): string | undefined {
  // 0011 is how a call from Australia dials out ("0011 44 20 ..."): the same as + before a country code.
  const typed = input.trim().replace(/^0011\s*/, '+');
  let digits = typed.replace(/[\s().-]/g, '');
  if (/^\+61/.test(digits)) digits = `0${digits.slice(3)}`;
  else if (/^0061/.test(digits)) digits = `0${digits.slice(4)}`;
  else if (/^(\+|00)[1-9]/.test(digits)) return overseas(typed);
  // "+61 (0)4..." keeps a trunk zero it should have dropped.
  digits = digits.replace(/^00(?=[2-478])/, '0');
  if (!/^\d+$/.test(digits)) return undefined;
  for (const {pattern, format} of patterns) {
    if (pattern.test(digits)) return digits.replace(pattern, format);
  }
  return undefined;
}

/** "+44 (0)20 7946-0958" -> "+44 20 7946 0958": at most 15 digits with the country code (ITU-T E.164), at least 8. */
function overseas(input: string): string | undefined {
  const typed = input
    .trim()
    .replace(/^00/, '+')
    .replace(/\s*\(0\)\s*/, ' ')
    .replace(/[\s().-]+/g, ' ')
    .replace(/^\+ /, '+')
    .trim();
  const count = typed.replace(/\D/g, '').length;
  return /^\+[1-9][\d ]*$/.test(typed) && count >= 8 && count <= 15 ? typed : undefined;
}
