/**
 * How many marks wait in the pending queue kept under `storageKey`: a store keeps each mark there, in `localStorage`,
 * until the service acknowledges it or refuses it for good (docs/reliability.md#pending-queue).
 */
export function pendingIn(storageKey: string): number {
  const stored = localStorage.getItem(storageKey);
  return stored === null ? 0 : (JSON.parse(stored) as unknown[]).length;
}
