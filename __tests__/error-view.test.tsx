/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorView } from '@/components/layout/error-view';
import SiteError from '@/app/(site)/error';
import GlobalError from '@/app/global-error';
import { errorPage } from '@/content/errors';
import { site, whatsappLink } from '@/content/site';

jest.mock('@/app/fonts', () => ({ playfair: { variable: 'font-var' } }));

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const error = Object.assign(new Error('secret detail'), { digest: '4242' });

describe('ErrorView', () => {
  it('says what happened, offers Try again, the phone/WhatsApp line and the reference', () => {
    const retry = jest.fn();
    render(<ErrorView error={error} retry={retry} />);
    expect(screen.getByRole('heading', { level: 1, name: errorPage.title })).toBeInTheDocument();
    expect(screen.getByText(errorPage.body)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: errorPage.tryAgain }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: `Call ${site.contact.phone}` })).toHaveAttribute(
      'href',
      `tel:${site.contact.phone.replace(/\s+/g, '')}`,
    );
    expect(screen.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', whatsappLink());
    expect(screen.getByText('4242')).toBeInTheDocument();
    // the raw message is for the log, not the visitor
    expect(screen.queryByText(/secret detail/)).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(error);
  });

  it('shows no reference line without a digest', () => {
    render(<ErrorView error={new Error('x')} retry={() => {}} />);
    expect(screen.queryByText(errorPage.reference, { exact: false })).not.toBeInTheDocument();
  });

  it('is what app/(site)/error.tsx renders, with Next’s retry', () => {
    const retry = jest.fn();
    render(<SiteError error={error} retry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: errorPage.tryAgain }));
    expect(retry).toHaveBeenCalled();
  });

  it('global-error.tsx brings its own document with the same view', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const html = renderToStaticMarkup(<GlobalError error={error} retry={() => {}} />);
    expect(html).toMatch(/^<html lang="en-IN"/);
    expect(html).toContain('<body');
    expect(html).toContain(errorPage.title);
    expect(html).toContain(site.contact.phone);
  });
});
