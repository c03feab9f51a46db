/** Waits until `condition` holds, checking every 20 ms; fails after `timeout` ms. Never a measure of speed. */
export async function until(condition: () => boolean | Promise<boolean>, timeout = 4000): Promise<void> {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeout) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
