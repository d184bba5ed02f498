/** @jest-environment node */
// Issue 21: Playfair Display draws old-style figures by default, so 'B1' read 'Bı', '500+' '5oo+'
// and '404' '4o4' wherever the display font showed digits. Every use of the display font asks for
// its lining figures ('lnum'), which the font file the site serves has.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// fontkit is the font engine pdfkit uses; it ships no types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fontkit = require('fontkit') as {
  create(bytes: Buffer): {
    familyName: string;
    availableFeatures: string[];
    layout(text: string, features?: string[]): { glyphs: { id: number; name: string }[] };
  };
};

const root = path.join(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const css = read('app/globals.css');

/** The display font file app/fonts.ts serves (next/font/local's src). */
function displayFont() {
  const src = /src:\s*'\.\.\/(node_modules\/[^']+)'/.exec(read('app/fonts.ts'))![1]!;
  return fontkit.create(readFileSync(path.join(root, src)));
}

describe('the display font’s figures', () => {
  it('the served font draws other figures with lnum than without (old-style by default)', () => {
    const font = displayFont();
    expect(font.familyName).toBe('Playfair Display');
    expect(font.availableFeatures).toContain('lnum');
    const ids = (features?: string[]) =>
      font.layout('0123456789', features).glyphs.map((g) => g.id);
    const lining = ids(['lnum']);
    const plain = ids();
    for (let d = 0; d < 10; d++) expect([d, lining[d]]).not.toEqual([d, plain[d]]);
  });

  it('the font-display utility asks for lining figures (Tailwind theme)', () => {
    const theme = /@theme\s*\{([\s\S]*?)\n\}/.exec(css)![1]!;
    expect(theme).toMatch(/--font-display:\s*var\(--font-playfair\)/);
    expect(theme).toMatch(/--font-display--font-feature-settings:\s*'lnum'/);
  });

  it('every CSS rule that sets the display font by hand asks for lining figures too', () => {
    const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].filter(([, , body]) =>
      /font-family:\s*var\(--font-(display|playfair)\)/.test(body!),
    );
    expect(rules.length).toBeGreaterThan(0);
    for (const [, selector, body] of rules)
      expect([selector!.trim(), /font-feature-settings:\s*'lnum'/.test(body!)]).toEqual([
        selector!.trim(),
        true,
      ]);
  });

  it('no component sets the display font other than through the font-display utility', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const p = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(entry.name)) files.push(p);
      }
    };
    walk('app');
    walk('components');
    expect(files.length).toBeGreaterThan(50);
    for (const f of files) {
      const src = read(f);
      expect([f, /var\(--font-(playfair|display)\)|family-name:/.test(src)]).toEqual([f, false]);
    }
  });
});
