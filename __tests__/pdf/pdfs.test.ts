/** @jest-environment node */
// Every PDF the site makes, read back with pdf.js (./support/pdf-text.ts): the embedded font has
// each character the text uses, the rupee sign among them, and the text holds what the reader needs.
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { levelCourses } from '@/content/courses';
import { site } from '@/content/site';
import { brochurePdf } from '@/lib/pdf/brochure';
import { curriculumPdf } from '@/lib/pdf/curriculum';
import { formatInr } from '@/lib/format';
import { formatPaise } from '@/lib/payments/format';
import { certificatePdf } from '@/lib/pdf/certificate';
import { fontBytes, fontFile, fonts, woffToSfnt } from '@/lib/pdf/fonts';
import { receiptPdf, type ReceiptData } from '@/lib/pdf/receipt';
import { resourcePdf, resources } from '@/lib/pdf/resources';
import { pdfContent, pdfText } from '@/__tests__/support/pdf-text';
import { importedCohorts, offerOf } from '@/__tests__/support/cohorts';

// fontkit is the font engine pdfkit embeds fonts with; it ships no types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fontkit = require('fontkit') as {
  create(bytes: Buffer): {
    familyName: string;
    subfamilyName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
  };
};

const flat = (text: string) => text.replace(/\s+/g, ' ');
const b1 = levelCourses.find((c) => c.slug === 'b1')!;
/** The cohort each level course's PDF names: Cohort 13 for B1 and B2 (as imported), none for A1, A2. */
const cohortOf = (slug: string) => {
  const row = importedCohorts[slug as keyof typeof importedCohorts];
  return row ? offerOf(row) : null;
};

const receipt: ReceiptData = {
  reference: 'FS-K7RQ2M9X',
  status: 'paid',
  courseTitle: 'French B1 Level',
  cohort: 'Cohort 13',
  batch: 2,
  fullName: 'Kavya Rao',
  email: 'kavya.rao@example.com',
  phone: '+91 9876543210',
  parentName: null,
  amountPaise: 2_999_900,
  mrpPaise: 3_499_900,
  payment: { method: 'upi', id: '412356789012', at: new Date('2026-07-01T10:00:00Z') },
  issuedAt: new Date('2026-07-01T10:00:00Z'),
};
const certificate = {
  id: 'FSC-K7RQ2M9XAB',
  name: 'Kavya Rao',
  course: 'French B1 Level',
  issuedAt: new Date('2026-09-26T10:00:00Z'),
  verifyUrl: 'http://localhost:3000/certificates/FSC-K7RQ2M9XAB',
};

/** Every PDF kind the site serves, by a name for the test titles. */
const kinds: [string, () => Promise<Buffer>][] = [
  ['brochure', () => brochurePdf()],
  ...levelCourses.map((c): [string, () => Promise<Buffer>] => [
    `curriculum ${c.slug}`,
    () => curriculumPdf(c.slug, cohortOf(c.slug)),
  ]),
  ['receipt', () => receiptPdf(receipt)],
  ['certificate', () => certificatePdf(certificate)],
  ...resources.map((r): [string, () => Promise<Buffer>] => [
    `resource ${r.file}`,
    async () => (await resourcePdf(r.file))!,
  ]),
];

describe('the font the PDFs embed', () => {
  it.each(Object.keys(fonts) as (keyof typeof fonts)[])(
    'the %s face is DejaVu Sans with ₹, French letters and typographic signs',
    (face) => {
      const font = fontkit.create(fontBytes()[face]);
      expect(font.familyName).toBe('DejaVu Sans');
      for (const c of '₹€éèêëàâçîïôûùœÉÀ’‘“”…–—•·→')
        expect([c, font.hasGlyphForCodePoint(c.codePointAt(0)!)]).toEqual([c, true]);
    },
  );

  it('unwraps a WOFF file into the font it holds, table for table', () => {
    const woff = fs.readFileSync(fontFile('regular'));
    const ttf = woffToSfnt(woff);
    expect(ttf.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(ttf.length).toBe(woff.readUInt32BE(16)); // totalSfntSize in the WOFF header
    expect(() => woffToSfnt(ttf)).toThrow('not a WOFF');
  });

  it('is read from disk on the first PDF made, once per process, not when a module is imported', async () => {
    const read = jest.spyOn(fs, 'readFileSync');
    const fontReads = () => read.mock.calls.filter(([p]) => String(p).endsWith('.woff')).length;
    await jest.isolateModulesAsync(async () => {
      const { certificatePdf: make } = await import('@/lib/pdf/certificate');
      await import('@/lib/pdf/resources');
      await import('@/lib/pdf/brochure');
      expect(fontReads()).toBe(0);
      await make(certificate);
      expect(fontReads()).toBe(3);
      await make({ ...certificate, id: 'FSC-K7RQ2M9XAC' });
      expect(fontReads()).toBe(3);
    });
    read.mockRestore();
  });
});

describe.each(kinds)('the %s PDF', (_name, make) => {
  let pdf: Buffer;
  let text: string;
  beforeAll(async () => {
    pdf = await make();
    text = pdfText(pdf);
  });

  it('embeds DejaVu Sans and no standard font', () => {
    const raw = pdf.toString('latin1');
    const baseFonts = raw.match(/\/BaseFont \/[^\s/]+/g) ?? [];
    expect(baseFonts.length).toBeGreaterThan(0);
    for (const f of baseFonts) expect(f).toMatch(/^\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(raw).toContain('/FontFile2');
  });

  it('has a glyph in the embedded font for every character of its text', () => {
    const faces = Object.values(fontBytes()).map((b) => fontkit.create(b));
    const missing = [...new Set(text.replace(/\s/g, ''))].filter(
      (c) => !faces.some((f) => f.hasGlyphForCodePoint(c.codePointAt(0)!)),
    );
    expect(missing).toEqual([]);
    expect(text).toContain(site.name);
  });
});

describe('what each PDF says', () => {
  it.each(levelCourses.filter((c) => cohortOf(c.slug)).map((c) => [c.slug, c] as const))(
    'the %s curriculum prints its cohort and its fee with the rupee sign',
    async (slug, course) => {
      const cohort = cohortOf(slug)!;
      const text = flat(pdfText(await curriculumPdf(slug, cohort)));
      expect(text).toContain(`Fee: ${formatInr(cohort.mrp)} (list price`);
      expect(text).toContain(`Cohort ${cohort.number}: starts`);
      expect(text).toContain(course.courseName);
    },
  );

  it('the B1 curriculum reads ₹29,999, not the ¹29,999 of a font without ₹', async () => {
    const cohort = cohortOf('b1')!;
    const text = pdfText(await curriculumPdf('b1', cohort));
    expect(cohort.mrp).toBe(29_999);
    expect(text).toContain('Fee: ₹29,999');
    expect(text).not.toContain('¹');
  });

  it('with no cohort on sale, a curriculum names no date and no fee', async () => {
    const text = flat(pdfText(await curriculumPdf('b1', null)));
    expect(text).toContain('Next cohort: dates to be announced');
    expect(text).not.toContain('Fee: ₹');
    expect(text).not.toMatch(/Cohort \d+: starts/);
  });

  it('a change of the cohort makes a new PDF (kept per course and cohort facts)', async () => {
    const c13 = cohortOf('b1')!;
    const c14 = { ...c13, number: 14, start: '2027-01-04', end: '2027-03-27', mrp: 31_999 };
    const text = flat(pdfText(await curriculumPdf('b1', c14)));
    expect(text).toContain('Cohort 14: starts 4 January 2027');
    expect(text).toContain('Fee: ₹31,999');
    expect(flat(pdfText(await curriculumPdf('b1', c13)))).toContain('Cohort 13: starts');
  });

  it('the receipt prints the learner, the course and the amounts in rupees', async () => {
    const text = flat(pdfText(await receiptPdf(receipt)));
    expect(text).toContain('Kavya Rao');
    expect(text).toContain('French B1 Level');
    expect(text).toContain(`Amount paid ${formatPaise(receipt.amountPaise)}`);
    expect(text).toContain('Amount paid ₹29,999');
    expect(text).toContain('List price ₹34,999');
    expect(text).toContain('Discount - ₹5,000');
    expect(text).toContain('Rupees Twenty-Nine Thousand Nine Hundred Ninety-Nine Only');
    expect(text).not.toContain('INR');
  });

  it('the certificate prints the learner, the course and its id on one page', async () => {
    const { pages, text } = pdfContent(await certificatePdf(certificate));
    expect(pages).toBe(1);
    expect(text).toContain('Kavya Rao');
    expect(text).toContain('French B1 Level');
    expect(text).toContain(certificate.id);
  });

  it('the PDFs made with the shared writer stay tagged for screen readers', async () => {
    for (const pdf of [
      await brochurePdf(),
      await curriculumPdf('b1', cohortOf('b1')),
      await receiptPdf(receipt),
      await certificatePdf(certificate),
      ...(await Promise.all(resources.map((r) => resourcePdf(r.file)!))),
    ]) {
      const raw = pdf.toString('latin1');
      expect(raw).toContain('/StructTreeRoot');
      expect(raw).toContain('/MarkInfo');
      expect(raw).toMatch(/\/Marked true/);
    }
  });

  it('a long course title wraps inside the band at the top of the first page', async () => {
    const { text } = pdfContent(await curriculumPdf('b1', cohortOf('b1')));
    // The band's small line (school and address) comes right after the title and its line.
    expect(flat(text)).toMatch(
      new RegExp(
        `^${b1.courseName.replace(/[()]/g, '\\$&')} B1 curriculum, week by week ${site.name}`,
      ),
    );
  });
});

describe('reading a PDF back', () => {
  /** The compressed content streams of a PDF pdfkit wrote, by their /Length. */
  const streams = (pdf: Buffer) => {
    const raw = pdf.toString('latin1');
    const found: Buffer[] = [];
    const re = /\/Length (\d+)\n\/Filter \/FlateDecode\n>>\nstream\n/g;
    for (let m = re.exec(raw); m; m = re.exec(raw)) {
      found.push(pdf.subarray(re.lastIndex, re.lastIndex + Number(m[1])));
    }
    return found;
  };
  const helveticaPdf = (text: string) =>
    new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument({ size: 'A4', info: { CreationDate: new Date(0) } });
      const chunks: Buffer[] = [];
      doc.on('data', (c: Buffer) => chunks.push(c));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.font('Helvetica').fontSize(20).text(text);
      doc.end();
    });

  // The red run of learner.test.ts (the certificate's text read back empty) was the old hand-written
  // reader, not a cut PDF: it found streams with /stream\r?\n(.*?)\r?\nendstream/, which drops a
  // compressed stream's last byte when that byte is a carriage return (1 stream in 256), so the
  // stream failed to inflate and the page read as "". pdfkit writes the whole file before 'end'.
  it('reads a page whose compressed content ends in a carriage return', async () => {
    let pdf: Buffer | undefined;
    let name = '';
    for (let i = 0; i < 5000 && !pdf; i++) {
      // Repeating the number varies the checksum that ends the stream enough to reach 0x0D soon.
      name = `Kavya Rao ${i
        .toString(36)
        .toUpperCase()
        .repeat(1 + (i % 7))}`;
      const candidate = await helveticaPdf(name);
      if (streams(candidate).some((s) => s.at(-1) === 0x0d)) pdf = candidate;
    }
    expect(pdf).toBeDefined();
    expect(pdfText(pdf!)).toContain(name);
  });

  it('is given the whole file: the PDF ends with its trailer', async () => {
    const pdf = await certificatePdf(certificate);
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    const raw = pdf.toString('latin1');
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(raw)![1]);
    expect(raw.slice(startxref, startxref + 4)).toBe('xref');
  });
});
