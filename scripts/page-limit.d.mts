/** What a page of size-budgets.json may weigh: its budget, or its ceiling while it is not yet within its budget. */
export function limitOf(row: { budget: number; ceiling?: number | null }): number;
