import type { Page } from '@playwright/test';

/** A key to press between typed text; a string in a sequence is typed as it stands. */
export interface Press {
  press: string;
}

export const ENTER: Press = { press: 'Enter' };
export const BOLD: Press = { press: 'ControlOrMeta+b' };

/** Types text and presses keys in order, as a person at the keyboard would. */
export async function typeSequence(page: Page, ...steps: (string | Press)[]): Promise<void> {
  for (const step of steps) {
    if (typeof step === 'string') await page.keyboard.type(step);
    else await page.keyboard.press(step.press);
  }
}
