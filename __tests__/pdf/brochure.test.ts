/** @jest-environment node */
import { GET } from '@/app/brochure.pdf/route';
import { brochureFileName, brochurePdf } from '@/lib/pdf/brochure';
import { brochureFileName as brochureFileNameLight } from '@/lib/pdf/file-name';
import { batches, courseLevels, exams } from '@/content/courses-overview';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { siteUrl } from '@/lib/site-url';
import { pdfText } from '@/__tests__/support/pdf-text';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('brochurePdf', () => {
  let pdf: Buffer;
  let text: string;
  beforeAll(async () => {
    pdf = await brochurePdf();
    text = pdfText(pdf);
  });

  it('is a PDF with at least one A4 page', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    const raw = pdf.toString('latin1');
    const pages = raw.match(/\/Type \/Page\b(?!s)/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('carries a title and the school as author', () => {
    const raw = pdf.toString('latin1');
    const object = (ref: string) =>
      new RegExp(`(?:^|\\n)${ref} obj\\n([\\s\\S]*?)\\nendobj`).exec(raw)?.[1] ?? '';
    // The trailer names the Info dictionary; pdfkit stores each entry as an indirect string.
    const info = object(/\/Info (\d+ \d+) R/.exec(raw)?.[1] ?? 'none');
    const entry = (key: string) => {
      const value = new RegExp(`/${key} (\\d+ \\d+) R|/${key} (\\([^)]*\\))`).exec(info);
      return (value?.[2] ?? object(value?.[1] ?? 'none')).trim();
    };
    expect(entry('Title')).toBe(`(${site.name} Brochure)`);
    expect(entry('Author')).toBe(`(${site.name})`);
  });

  it('has searchable text: identity, offer, levels, batches in IST, exams, contact', () => {
    const all = flat(text);
    expect(all).toContain(site.name);
    expect(all).toContain(site.tagline);
    expect(all).toContain('IST');
    expect(all).toContain(site.contact.office);
    // The phone, WhatsApp and e-mail lines only once the school sets them (content/site.ts).
    for (const v of [site.contact.phone, site.contact.email, site.contact.whatsapp])
      if (v) expect(all).toContain(v);
    if (!site.contact.phone) expect(all).not.toMatch(/Phone|WhatsApp|wa\.me|null/);
    expect(all).toContain(siteUrl());
    for (const service of services) expect(all).toContain(service.title);
    for (const level of courseLevels) {
      expect(all).toContain(`${level.code} ${level.name}`);
      expect(all).toContain(level.duration);
    }
    for (const slot of batches.slots) expect(all).toContain(`${slot} IST`);
    expect(all).toContain('6-15 students');
    for (const exam of exams.names) expect(all).toContain(exam);
  });

  it('prints only the durations the spec gives', () => {
    const all = flat(text);
    expect(all).toContain('Duration: 12 weeks');
    expect(all).toContain('Duration: 16 weeks');
    expect(all.match(/Duration shared on enquiry/g)).toHaveLength(2);
  });

  it('is generated once and then served from memory', async () => {
    expect(await brochurePdf()).toBe(pdf);
  });
});

describe('brochureFileName', () => {
  it('turns the school name into a hyphenated PDF file name', () => {
    expect(brochureFileName()).toBe(`${site.name.replace(/ /g, '-')}-Brochure.pdf`);
    expect(brochureFileName('Gurugram French School')).toBe('Gurugram-French-School-Brochure.pdf');
  });

  it.each([
    ['  École  de   Français ', 'Ecole-de-Francais-Brochure.pdf'],
    ['A & B "School" (Gurugram)', 'A-B-School-Gurugram-Brochure.pdf'],
    ['Alliance/Française: 24x7', 'AllianceFrancaise-24x7-Brochure.pdf'],
  ])('%j gives %s', (name, expected) => {
    expect(brochureFileName(name)).toBe(expected);
  });

  it('is the same function from the light module', () => {
    expect(brochureFileName).toBe(brochureFileNameLight);
  });
});

describe('GET /brochure.pdf', () => {
  it.each([
    ['http://localhost/brochure.pdf', 'inline'],
    ['http://localhost/brochure.pdf?download=0', 'inline'],
    ['http://localhost/brochure.pdf?download=1', 'attachment'],
  ])('%s answers the PDF %s', async (url, disposition) => {
    const res = await GET(new Request(url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `${disposition}; filename="${brochureFileName()}"`,
    );
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.equals(await brochurePdf())).toBe(true);
    expect(res.headers.get('content-length')).toBe(String(body.length));
  });
});

describe('GET /brochure.pdf when generation fails', () => {
  it('answers 500 with the one error shape and logs the detail', async () => {
    // The server log's error line, written by `handle` (lib/api/errors.ts) through logError.
    const logged = jest.fn();
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@/lib/ops/log.mjs', () => ({
        ...jest.requireActual('@/lib/ops/log.mjs'),
        logError: logged,
      }));
      jest.doMock('@/lib/pdf/brochure', () => ({
        brochureFileName: () => 'x.pdf',
        brochurePdf: () => Promise.reject(new Error('disk on fire')),
      }));
      const { GET: failingGet } = await import('@/app/brochure.pdf/route');
      const res = await failingGet(new Request('http://localhost/brochure.pdf'));
      expect(res.status).toBe(500);
      const body = await res.json();
      expect(body).toEqual({
        success: false,
        error: { code: 'internal_error', message: expect.any(String) },
      });
      expect(JSON.stringify(body)).not.toContain('disk on fire');
    });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[brochure]'), expect.any(Error));
  });
});
