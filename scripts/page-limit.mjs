// What a page of size-budgets.json may weigh: its budget, or, while it is not yet within its budget, the ceiling
// it was last measured at, so that it can only get lighter until it meets its budget.

/** @param {{ budget: number, ceiling?: number | null }} row */
export function limitOf(row) {
  return row.ceiling != null && row.ceiling > row.budget ? row.ceiling : row.budget;
}
