/** @jest-environment node */
import { commonVerbs } from '@/content/practice/resources';
import { resourcePdf, resources } from '@/lib/pdf/resources';
import { conjugate, withPronoun } from '@/lib/practice/conjugate';
import { pdfText } from '@/__tests__/support/pdf-text';

const verb = (inf: string) => commonVerbs.find((v) => v.infinitive === inf)!;

describe('conjugation', () => {
  it('elides je before a vowel only', () => {
    expect(withPronoun(0, 'ai')).toBe('j’ai');
    expect(withPronoun(0, 'étais')).toBe('j’étais');
    expect(withPronoun(0, 'suis')).toBe('je suis');
    expect(withPronoun(3, 'avons')).toBe('nous avons');
  });

  it.each([
    [
      'être',
      'Présent',
      ['je suis', 'tu es', 'il/elle est', 'nous sommes', 'vous êtes', 'ils/elles sont'],
    ],
    [
      'être',
      'Imparfait',
      ['j’étais', 'tu étais', 'il/elle était', 'nous étions', 'vous étiez', 'ils/elles étaient'],
    ],
    [
      'aller',
      'Futur simple',
      ['j’irai', 'tu iras', 'il/elle ira', 'nous irons', 'vous irez', 'ils/elles iront'],
    ],
    [
      'aller',
      'Passé composé',
      [
        'je suis allé(e)',
        'tu es allé(e)',
        'il/elle est allé(e)',
        'nous sommes allé(e)s',
        'vous êtes allé(e)(s)',
        'ils/elles sont allé(e)s',
      ],
    ],
    [
      'avoir',
      'Passé composé',
      ['j’ai eu', 'tu as eu', 'il/elle a eu', 'nous avons eu', 'vous avez eu', 'ils/elles ont eu'],
    ],
    [
      'voir',
      'Imparfait',
      [
        'je voyais',
        'tu voyais',
        'il/elle voyait',
        'nous voyions',
        'vous voyiez',
        'ils/elles voyaient',
      ],
    ],
    [
      'faire',
      'Futur simple',
      ['je ferai', 'tu feras', 'il/elle fera', 'nous ferons', 'vous ferez', 'ils/elles feront'],
    ],
  ] as const)('%s, %s', (inf, tense, forms) => {
    expect(conjugate(verb(inf), tense)).toEqual(forms);
  });

  it('has 20 distinct verbs', () => {
    expect(new Set(commonVerbs.map((v) => v.infinitive)).size).toBe(20);
  });
});

describe('resource PDFs', () => {
  it.each(resources.map((r) => [r.file, r] as const))(
    '%s is a PDF with its title',
    async (file, r) => {
      expect(file).toMatch(/^[a-z0-9-]+\.pdf$/);
      const pdf = (await resourcePdf(file))!;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      expect(text).toContain(r.title);
    },
  );

  it('the verb tables hold every verb and the right forms', async () => {
    const text = pdfText((await resourcePdf(resources[0]!.file))!);
    for (const v of commonVerbs) expect(text).toContain(v.infinitive);
    for (const form of [
      'nous sommes allé(e)s',
      'j’étais',
      'ils/elles viendront',
      'vous faites',
      'je suis parti(e)',
    ])
      expect(text).toContain(form);
  });

  it('an unknown file is not a resource', () => {
    expect(resourcePdf('passwords.pdf')).toBeNull();
  });
});
