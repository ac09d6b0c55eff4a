/**
 * Australian phone numbers: mobiles (04), landlines with an area code (02,
 * 03, 07, 08), 1300 and 1800 numbers and six-digit 13 numbers, typed with
 * spaces, dashes, brackets or a +61 prefix.
 */

const patterns: {pattern: RegExp; format: string}[] = [
  {pattern: /^(04\d{2})(\d{3})(\d{3})$/, format: '$1 $2 $3'},
  {pattern: /^(0[2378])(\d{4})(\d{4})$/, format: '$1 $2 $3'},
  {pattern: /^(1[38]00)(\d{3})(\d{3})$/, format: '$1 $2 $3'},
  {pattern: /^(13)(\d{2})(\d{2})$/, format: '$1 $2 $3'},
];

/** The number in its usual Australian form ("0412 345 678"), or undefined when it is not an Australian number. */
export function normaliseAustralianPhone(input: string): string | undefined {
  let digits = input.replace(/[\s().-]/g, '');
  if (/^\+61/.test(digits)) digits = `0${digits.slice(3)}`;
  else if (/^0061/.test(digits)) digits = `0${digits.slice(4)}`;
  // "+61 (0)4..." keeps a trunk zero it should have dropped.
  digits = digits.replace(/^00(?=[2-478])/, '0');
  if (!/^\d+$/.test(digits)) return undefined;
  for (const {pattern, format} of patterns) {
    if (pattern.test(digits)) return digits.replace(pattern, format);
  }
  return undefined;
}
