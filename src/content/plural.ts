/** A count with its unit, singular for one: "1 year", "5 years", "30 days". */
export const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
