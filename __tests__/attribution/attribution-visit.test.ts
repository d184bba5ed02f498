/** @jest-environment jsdom */
import { keepVisit, VISIT_HEADER, VISIT_KEY, visitHeader } from '@/lib/attribution/visit';
import { postJson, postMultipart } from '@/lib/forms/submit';

// The browser's side of where a visit came from (issue 52): kept once per tab session in session
// storage (never a cookie), and sent only with the visitor's own forms, in one header.
describe('the visit kept in the browser', () => {
  const realFetch = global.fetch;
  beforeEach(() => {
    sessionStorage.clear();
    global.fetch = jest.fn(async () => Response.json({ success: true })) as unknown as typeof fetch;
  });
  afterAll(() => {
    global.fetch = realFetch;
  });
  const kept = () => JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? 'null');

  it('keeps the landing page, its utm tags and the referring host, once', () => {
    history.pushState({}, '', '/intermediate-course?utm_source=instagram&utm_campaign=b1-jan&x=1');
    Object.defineProperty(document, 'referrer', {
      value: 'https://l.instagram.com/some/path?u=secret',
      configurable: true,
    });
    keepVisit();
    expect(kept()).toEqual({
      landingPage: '/intermediate-course',
      utmSource: 'instagram',
      utmCampaign: 'b1-jan',
      referrerHost: 'l.instagram.com',
    });
    // Later pages of the visit change nothing: the first page and its tags stay.
    history.pushState({}, '', '/ContactUs?utm_source=other');
    keepVisit();
    expect(kept()).toMatchObject({ landingPage: '/intermediate-course', utmSource: 'instagram' });
    expect(document.cookie).toBe('');
  });

  it('leaves out a referrer from this site', () => {
    history.pushState({}, '', '/faqs');
    Object.defineProperty(document, 'referrer', {
      value: `${location.origin}/`,
      configurable: true,
    });
    keepVisit();
    expect(kept()).toEqual({ landingPage: '/faqs' });
  });

  it('sends it with a form, JSON or multipart, and nothing when none is kept', async () => {
    expect(visitHeader()).toEqual({});
    await postJson('/api/a', {});
    expect((global.fetch as jest.Mock).mock.calls[0][1].headers).toEqual({
      'Content-Type': 'application/json',
    });
    history.pushState({}, '', '/B2-level?utm_source=google');
    keepVisit();
    await postJson('/api/a', {});
    await postMultipart('/api/b', new FormData());
    for (const [, init] of (global.fetch as jest.Mock).mock.calls.slice(1)) {
      const value = (init as RequestInit & { headers: Record<string, string> }).headers[
        VISIT_HEADER
      ]!;
      expect(JSON.parse(decodeURIComponent(value))).toMatchObject({
        utmSource: 'google',
        landingPage: '/B2-level',
      });
    }
  });

  it('does nothing when session storage is refused', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => keepVisit()).not.toThrow();
    expect(visitHeader()).toEqual({});
    spy.mockRestore();
  });
});
