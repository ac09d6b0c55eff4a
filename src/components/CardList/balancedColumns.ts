/** The most columns, up to four, for which `count` cards leave no lone card in the last row. */
export function balancedColumns(count: number): 2 | 3 | 4 {
  for (const columns of [4, 3, 2] as const) {
    if (count <= columns || count % columns !== 1) return columns;
  }
  return 2;
}
