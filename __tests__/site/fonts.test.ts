import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// app/fonts.ts ships Playfair Display in one weight, 700: every class list that sets the display
// font must also make it bold, or that text would be drawn from a weight the site never loads.
const root = path.join(__dirname, '..', '..');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) sourceFiles(p, out);
    else if (/\.tsx?$/.test(name)) out.push(p);
  }
  return out;
}

/** Every string literal (quoted or template) that holds the `font-display` utility. */
function displayClassLists(source: string): string[] {
  return [
    ...source.matchAll(/(["'`])((?:(?!\1)[\s\S])*?\bfont-display\b(?:(?!\1)[\s\S])*?)\1/g),
  ].map((m) => m[2] ?? '');
}

describe('the display font', () => {
  const files = ['app', 'components'].flatMap((d) => sourceFiles(path.join(root, d)));

  it('is always set bold', () => {
    const lists = files.flatMap((f) =>
      displayClassLists(readFileSync(f, 'utf8')).map((list) => ({
        file: path.relative(root, f),
        list,
      })),
    );
    expect(lists.length).toBeGreaterThan(20);
    const notBold = lists.filter(({ list }) => !/\bfont-bold\b/.test(list));
    expect(notBold).toEqual([]);
  });

  it('finds a class list that is not bold', () => {
    expect(displayClassLists(`<h2 className="font-display text-xl">`)).toEqual([
      'font-display text-xl',
    ]);
    expect(displayClassLists(`cn('font-display font-semibold', x)`)).toEqual([
      'font-display font-semibold',
    ]);
  });
});
