/**
 * The cohorts the e2e server sells, set straight in its database (the back office's own screens
 * are tested in cohorts.spec.ts). Specs run one at a time: each sets the state it needs first.
 */
import Database from 'better-sqlite3';
import { e2eDatabase } from '../playwright.config';
import { addDays, todayInIndia } from '../lib/dates';

/** The date in India `days` from today, YYYY-MM-DD. */
export const istDay = (days: number, from = Date.now()) => addDays(todayInIndia(from), days);

export type E2eCohort = {
  course: string;
  number: number;
  start: string;
  end: string;
  enrolUntil: string;
  listPriceRupees: number;
  tiers?: { priceRupees: number; lastDay: string }[];
  /** Capacity per slot (0-4); slots left out have no batch. */
  capacities?: number[];
  status?: 'draft' | 'published' | 'closed';
};

function write(work: (db: Database.Database) => void, file = e2eDatabase) {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.transaction(() => work(db))();
  } finally {
    db.close();
  }
}

/** Closes every cohort of `course`: its pages then offer the waitlist. */
export function closeCohorts(course: string) {
  write((db) =>
    db.prepare(`UPDATE "Cohort" SET "status" = 'closed' WHERE "course" = ?`).run(course),
  );
}

/**
 * Makes `c` the course's only published cohort (the others closed; one with the same number is
 * replaced, its enrolments let go of it). Returns the batch ids by slot.
 */
export function sellCohort(c: E2eCohort, file = e2eDatabase): Record<number, string> {
  const id = `e2e-${c.course}-${c.number}`;
  const ids: Record<number, string> = {};
  write((db) => {
    db.prepare(`UPDATE "Cohort" SET "status" = 'closed' WHERE "course" = ?`).run(c.course);
    const old = db
      .prepare(`SELECT "id" FROM "Cohort" WHERE "course" = ? AND "number" = ?`)
      .get(c.course, c.number) as { id: string } | undefined;
    if (old) {
      db.prepare(
        `UPDATE "Enrolment" SET "cohortId" = NULL, "batchId" = NULL WHERE "cohortId" = ?`,
      ).run(old.id);
      db.prepare(`DELETE FROM "Cohort" WHERE "id" = ?`).run(old.id);
    }
    db.prepare(
      `INSERT INTO "Cohort" ("id", "course", "number", "startDate", "endDate", "enrolUntil", "classDays", "timeCommitment", "listPricePaise", "status", "version")
       VALUES (?, ?, ?, ?, ?, ?, '1,2,3,4,5,6', '12-14 hours per week', ?, ?, 0)`,
    ).run(
      id,
      c.course,
      c.number,
      c.start,
      c.end,
      c.enrolUntil,
      c.listPriceRupees * 100,
      c.status ?? 'published',
    );
    (c.tiers ?? []).forEach((t, i) =>
      db
        .prepare(
          `INSERT INTO "CohortTier" ("id", "cohortId", "pricePaise", "lastDay") VALUES (?, ?, ?, ?)`,
        )
        .run(`${id}-t${i}`, id, t.priceRupees * 100, t.lastDay),
    );
    (c.capacities ?? [15, 15, 15, 15, 15]).forEach((capacity, slot) => {
      ids[slot] = `${id}-b${slot}`;
      db.prepare(
        `INSERT INTO "Batch" ("id", "cohortId", "slot", "capacity", "open", "seatClock") VALUES (?, ?, ?, ?, 1, 0)`,
      ).run(ids[slot], id, slot, capacity);
    });
  }, file);
  return ids;
}

/**
 * `course` on sale at its list price with no tier (B1: ₹29,999, the price the checkout specs
 * expect), starting in a month, five batches of 15.
 */
export const onSale = (course: string, listPriceRupees: number, file = e2eDatabase) =>
  sellCohort(
    {
      course,
      number: 90,
      start: istDay(30),
      end: istDay(114),
      enrolUntil: istDay(30),
      listPriceRupees,
    },
    file,
  );

export const b1OnSale = () => onSale('b1', 29_999);
