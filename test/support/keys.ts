import { sendKeys } from '@web/test-runner-commands';

/** A key pressed with a modifier held, step by step: not every driver reads "Shift+Tab" as one key. */
export async function chord(modifier: string, key: string): Promise<void> {
  await sendKeys({ down: modifier });
  try {
    await sendKeys({ press: key });
  } finally {
    await sendKeys({ up: modifier });
  }
}
