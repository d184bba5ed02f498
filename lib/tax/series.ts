/**
 * The numbers of the tax documents: one series per kind (invoices, credit notes) and financial
 * year (April to March, India time), numbered 1, 2, 3… by incrementing the series' row inside the
 * transaction that issues the document. The row's update locks it until that transaction ends, so
 * two writers (two instances, two processes) never take the same number, and a transaction that
 * rolls back takes its increment with it: no gap. The document's unique (series, seq) and number
 * are the last guard; `withSeriesRetry` runs a transaction again after such a clash.
 */
import { financialYearOf, indiaDayOf } from '@/lib/dates';
import { isUniqueViolation, type Tx } from '@/lib/db';

export type DocumentKind = 'invoice' | 'credit_note';

export const MAX_NUMBER_LENGTH = 16;
export const NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

/** The financial year of an instant in India: 31 March 23:59:59 IST is still the year before. */
export const financialYearAt = (at: Date) => financialYearOf(indiaDayOf(at));

/**
 * A document's number: invoices `FS/26-27/00001`, credit notes `FS-C/26-27/0001` (the prefix is
 * letters and digits only, so '-C' cannot be part of it), at most 16 characters.
 */
export function documentNumber(
  kind: DocumentKind,
  prefix: string,
  financialYear: string,
  seq: number,
): string {
  const head = `${prefix}${kind === 'credit_note' ? '-C' : ''}/${financialYear.slice(2)}/`;
  const n = `${head}${String(seq).padStart(kind === 'invoice' ? 5 : 4, '0')}`;
  if (!NUMBER_PATTERN.test(n)) {
    throw new Error(
      `The ${kind} series of ${financialYear} has no number left under 16 characters`,
    );
  }
  return n;
}

export type Numbered = { series: string; seq: number; number: string; financialYear: string };

/** Takes the series' next number inside `tx` (creating the year's series at its first document). */
export async function takeNumber(
  tx: Tx,
  kind: DocumentKind,
  prefix: string,
  at: Date,
): Promise<Numbered> {
  const financialYear = financialYearAt(at);
  const series = `${kind}:${financialYear}`;
  const row = await tx.taxSeries.upsert({
    where: { id: series },
    create: { id: series, last: 1 },
    update: { last: { increment: 1 } },
  });
  return {
    series,
    seq: row.last,
    number: documentNumber(kind, prefix, financialYear, row.last),
    financialYear,
  };
}

/**
 * A clash on the series another writer caused (two first documents of a year both creating the
 * series' row; a document's number taken twice; PostgreSQL's write conflict): the whole
 * transaction runs again, so the number it took is taken afresh and none is skipped. Other unique
 * violations are the caller's to read.
 */
export const isSeriesClash = (e: unknown) => {
  const err = e as {
    code?: string;
    meta?: { modelName?: string };
    cause?: { kind?: string };
  } | null;
  // P2028: the transaction could not start in time (every connection busy) or ran out of time
  // waiting for the series' row: rolled back whole, so running it again takes no number twice.
  if (err?.code === 'P2034' || err?.code === 'P2028') return true;
  if (err?.cause?.kind === 'TransactionWriteConflict') return true;
  return (
    isUniqueViolation(err) &&
    (err?.meta?.modelName === 'TaxSeries' || err?.meta?.modelName === 'TaxDocument')
  );
};

/**
 * The transaction options of the writes that may number a document: payments queue on the
 * series' row one after another, so they wait for a connection and run longer than Prisma's
 * defaults (2 s to start, 5 s to run) before giving up.
 */
export const SERIES_TX = { maxWait: 10_000, timeout: 20_000 } as const;

export async function withSeriesRetry<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (e) {
      if (i >= attempts || !isSeriesClash(e)) throw e;
    }
  }
}
