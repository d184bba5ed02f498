// Shared steps of the practice pages' specs: axe, screenshots, reading stored leads.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eDatabase } from '../playwright.config';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoAxeViolations(page: Page, label: string) {
  // From the top: scrolled, the sticky header covers controls, which axe's target-size counts.
  await page.evaluate(() => window.scrollTo(0, 0));
  const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(
    violations.map((v) => `${label}: ${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`),
  ).toEqual([]);
}

/** A full-page screenshot attached to the report (and kept in test-results/e2e for a look). */
export async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ fullPage: true, path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Stored leads of a kind for an e-mail address, details parsed and merged under the columns. */
export function leadsFor(kind: string, email: string) {
  const db = new Database(e2eDatabase, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(`SELECT * FROM "Lead" WHERE "kind" = ? AND "email" = ?`)
      .all(kind, email) as { details: string }[];
    return rows.map((r) => ({ ...r, details: JSON.parse(r.details) as Record<string, unknown> }));
  } finally {
    db.close();
  }
}
