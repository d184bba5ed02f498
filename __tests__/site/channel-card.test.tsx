/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ChannelStatsSection } from '@/components/home/channel-card';
import { channel } from '@/content/channel';

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
  jest.restoreAllMocks();
});

function answer(body: unknown, ok = true) {
  return jest.fn().mockResolvedValue({ ok, json: async () => body } as Response);
}

const live = {
  success: true,
  channelStats: { subscriberCount: 21_500, videoCount: 204, viewCount: 2_345_678 },
  source: 'live',
};

function figures() {
  const region = screen.getByRole('region', { name: /YouTube Channel/ });
  return within(region)
    .getAllByRole('definition')
    .map((dd) => dd.textContent);
}

it('has the fallback figures in the server HTML', () => {
  const html = renderToString(<ChannelStatsSection />);
  for (const f of ['20K+', '196+', '1.8M+']) expect(html).toContain(f);
});

it('shows the fallback figures first, then the fetched live figures', async () => {
  let resolve!: (r: Response) => void;
  global.fetch = jest.fn(
    () => new Promise<Response>((r) => (resolve = r)),
  ) as unknown as typeof fetch;
  render(<ChannelStatsSection />);
  expect(figures()).toEqual(['20K+', '196+', '1.8M+']);
  expect(global.fetch).toHaveBeenCalledWith('/api/getYoutubeData', expect.anything());

  resolve({ ok: true, json: async () => live } as Response);
  await waitFor(() => expect(figures()).toEqual(['21.5K+', '204+', '2.3M+']));
  expect(screen.getByText('Subscribers')).toBeInTheDocument();
  expect(screen.getByText('21.5K+').closest('[aria-live="polite"]')).not.toBeNull();
});

it.each([
  ['a network error', () => jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))],
  ['a non-OK answer', () => answer({ success: false, error: {} }, false)],
  ['an unexpected body', () => answer({ success: true, channelStats: { viewCount: 'lots' } })],
  [
    'a body that is not JSON',
    () =>
      jest.fn().mockResolvedValue({ ok: true, json: () => Promise.reject(new SyntaxError('x')) }),
  ],
])('keeps the fallback figures silently on %s', async (_, makeFetch) => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const fetchMock = makeFetch();
  global.fetch = fetchMock as unknown as typeof fetch;
  render(<ChannelStatsSection />);
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await new Promise((r) => setTimeout(r, 20));
  expect(figures()).toEqual(['20K+', '196+', '1.8M+']);
  expect(screen.queryByText(/failed/i)).toBeNull();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

it('has no Subscribe link while the channel address is unset, and no sentence asking to subscribe', async () => {
  global.fetch = answer(live) as unknown as typeof fetch;
  render(<ChannelStatsSection />);
  await screen.findByText('21.5K+');
  const region = screen.getByRole('region', { name: /YouTube Channel/ });
  expect(within(region).queryByRole('link')).not.toBeInTheDocument();
  expect(region).not.toHaveTextContent(/Subscribe(?!rs)/);
});

it('has a Subscribe link to the channel, once set, that opens in a new tab, under an h2', async () => {
  jest.replaceProperty(channel, 'url', 'https://www.youtube.com/@test-channel');
  global.fetch = answer(live) as unknown as typeof fetch;
  render(<ChannelStatsSection />);
  await screen.findByText('21.5K+');
  const region = screen.getByRole('region', { name: /YouTube Channel/ });
  expect(within(region).getByRole('heading', { level: 2 })).toBeInTheDocument();
  const link = within(region).getByRole('link', { name: 'Subscribe (opens in a new tab)' });
  expect(link).toHaveAttribute('href', 'https://www.youtube.com/@test-channel');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});
