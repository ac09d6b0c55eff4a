/**
 * The Australian Business Number check (ABR "How to check an ABN"): subtract
 * 1 from the first digit, multiply each digit by its weight, add the products;
 * a valid ABN's total divides by 89.
 */
const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** The 11 digits of an ABN typed with or without spaces, or undefined when it is not 11 digits. */
export function abnDigits(input: string): string | undefined {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{11}$/.test(digits) ? digits : undefined;
}

export function isValidAbn(input: string): boolean {
  const digits = abnDigits(input);
  if (!digits) return false;
  const total = weights.reduce((sum, weight, i) => {
    const digit = Number(digits[i]) - (i === 0 ? 1 : 0);
    return sum + digit * weight;
  }, 0);
  return total % 89 === 0;
}

/** "51824753556" -> "51 824 753 556", the way the ABR writes it. */
export function formatAbn(digits: string): string {
  return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');
}
