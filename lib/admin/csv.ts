import { istIso } from '@/lib/dates';

/**
 * CSV for Excel: UTF-8 with a byte-order mark (so Hindi and accented names open right), CRLF rows,
 * RFC 4180 quoting, and formula injection defused: a cell starting with =, +, -, @ (or a tab or
 * carriage return) is prefixed with an apostrophe, so a spreadsheet shows it as text.
 */
export const BOM = '\uFEFF';

export function csvCell(value: unknown): string {
  let s =
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? istIso(value)
        : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvRow = (cells: unknown[]) => cells.map(csvCell).join(',') + '\r\n';
