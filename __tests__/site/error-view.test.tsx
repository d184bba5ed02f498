/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorView } from '@/components/layout/error-view';
import SiteError from '@/app/(site)/error';
import GlobalError from '@/app/global-error';
import { errorPage } from '@/content/errors';
import { site } from '@/content/site';

jest.mock('@/app/fonts', () => ({ playfair: { variable: 'font-var' } }));

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const error = Object.assign(new Error('secret detail'), { digest: '4242' });

describe('ErrorView', () => {
  it('says what happened, offers Try again, the phone/WhatsApp line (once set) and the reference', () => {
    jest.replaceProperty(site.contact, 'phone', '+91 12345 67890');
    jest.replaceProperty(site.contact, 'whatsapp', '911234567890');
    const retry = jest.fn();
    render(<ErrorView error={error} retry={retry} />);
    expect(screen.getByRole('heading', { level: 1, name: errorPage.title })).toBeInTheDocument();
    expect(screen.getByText(errorPage.body)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: errorPage.tryAgain }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Call +91 12345 67890' })).toHaveAttribute(
      'href',
      'tel:+911234567890',
    );
    expect(screen.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/911234567890',
    );
    expect(screen.getByText('4242')).toBeInTheDocument();
    // the raw message is for the log, not the visitor
    expect(screen.queryByText(/secret detail/)).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(error);
  });

  it('shows no phone or WhatsApp line while they are unset: the e-mail when set, else nothing', () => {
    const { unmount } = render(<ErrorView error={error} retry={() => {}} />);
    expect(screen.queryByText(errorPage.help)).not.toBeInTheDocument();
    expect(screen.queryAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/']);
    unmount();
    jest.replaceProperty(site.contact, 'email', 'school@test.invalid');
    render(<ErrorView error={error} retry={() => {}} />);
    expect(screen.getByText(errorPage.helpByMail, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'school@test.invalid' })).toHaveAttribute(
      'href',
      'mailto:school@test.invalid',
    );
  });

  it('shows no reference line without a digest', () => {
    render(<ErrorView error={new Error('x')} retry={() => {}} />);
    expect(screen.queryByText(errorPage.reference, { exact: false })).not.toBeInTheDocument();
  });

  it('shows the id of the request that failed (Server-Timing rid) instead of the digest once the browser says it', () => {
    const entry = (entryType: string, name: string, id: string, responseEnd: number) => ({
      entryType,
      name,
      responseEnd,
      serverTiming: [{ name: 'rid', description: id, duration: 0 }],
    });
    const here = `${location.origin}${location.pathname}`;
    const entries: Record<string, unknown[]> = {
      navigation: [entry('navigation', here, 'document-request-id', 10)],
      resource: [
        // A later navigation within the site to this path: its answer is the one shown.
        entry('resource', `${here}?_rsc=abc`, 'navigation-request-id', 50),
        // Another path's, or a file's: not this page's answer.
        entry('resource', `${location.origin}/elsewhere?_rsc=x`, 'elsewhere-id', 90),
        entry('resource', `${here}.js`, 'script-id', 95),
      ],
    };
    // jsdom has no timing entries: the browser's, as a page that failed would list them.
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: (type: string) => entries[type] ?? [],
    });
    const { unmount } = render(<ErrorView error={error} retry={() => {}} />);
    expect(screen.getByText('navigation-request-id')).toBeInTheDocument();
    expect(screen.getByText(errorPage.requestReference, { exact: false }).textContent).toBe(
      `${errorPage.requestReference} navigation-request-id`,
    );
    expect(screen.queryByText('4242')).not.toBeInTheDocument();
    unmount();
    entries.resource = [];
    render(<ErrorView error={error} retry={() => {}} />);
    expect(screen.getByText('document-request-id')).toBeInTheDocument();
    delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  });

  it('is what app/(site)/error.tsx renders once it has loaded it, with Next’s retry', async () => {
    const retry = jest.fn();
    render(<SiteError error={error} retry={retry} />);
    fireEvent.click(await screen.findByRole('button', { name: errorPage.tryAgain }));
    expect(retry).toHaveBeenCalled();
  });

  it('global-error.tsx brings its own document with the same view', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const html = renderToStaticMarkup(<GlobalError error={error} retry={() => {}} />);
    expect(html).toMatch(/^<html lang="en-IN"/);
    expect(html).toContain('<body');
    expect(html).toContain(errorPage.title);
    expect(html).toContain(errorPage.tryAgain);
  });
});
