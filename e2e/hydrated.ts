import { expect, type Locator } from '@playwright/test';

/**
 * Scrolls a landing-page section into view and waits until React has hydrated this control in it.
 * The sections below the first screen load their scripts when the visitor comes within a screen of
 * them (components/home/lazy-sections.tsx); until then their buttons are the server's HTML, and a
 * click on one, faster than a person could make it, is dropped.
 */
export async function hydrated(control: Locator): Promise<Locator> {
  await control.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      control.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))),
    )
    .toBe(true);
  return control;
}
