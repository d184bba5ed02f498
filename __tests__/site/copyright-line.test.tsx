/** @jest-environment node */
// Issue 21: the sign-in pages said '© 2024' where every other page said '© 2024–2026'. Both
// footers now print copyrightLine() (components/layout/copyright.ts).
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import AuthLayout from '@/app/(auth)/layout';
import { copyrightLine } from '@/components/layout/copyright';
import { SiteFooter } from '@/components/layout/footer';
import { site } from '@/content/site';

jest.mock('next/link', () => {
  const Link = ({ href, children, ...rest }: Record<string, unknown>) => {
    delete rest.prefetch; // next/link's own prop, not an attribute
    return (
      <a href={href as string} {...rest}>
        {children as ReactNode}
      </a>
    );
  };
  return { __esModule: true, default: Link };
});

/** The text of the markup's copyright line: '©' up to the end of its element. */
const copyrightOf = (html: string) => /©[^<]*/.exec(html.replace(/&#x27;/g, "'"))?.[0] ?? null;

describe('the copyright line', () => {
  it('runs from the year the school began to this year, as one year in its first year', () => {
    expect(copyrightLine(new Date('2026-11-27T12:00:00Z'))).toBe(`© 2024–2026 ${site.name}`);
    expect(copyrightLine(new Date('2024-06-01T12:00:00Z'))).toBe(`© 2024 ${site.name}`);
  });

  it('is the same on the sign-in pages as in the site footer', async () => {
    const auth = renderToStaticMarkup(
      <AuthLayout>
        <p>card</p>
      </AuthLayout>,
    );
    const footer = renderToStaticMarkup(await SiteFooter());
    expect(copyrightOf(auth)).toBe(copyrightLine());
    expect(copyrightOf(footer)).toBe(copyrightLine());
    if (new Date().getFullYear() > site.since) expect(copyrightOf(auth)).toMatch(/^© 2024–\d{4} /);
  });
});
