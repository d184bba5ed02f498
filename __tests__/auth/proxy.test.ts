import { NextRequest } from 'next/server';
import { config, proxy } from '@/proxy';

const get = (path: string, cookie?: string) =>
  proxy(new NextRequest(`http://localhost:3000${path}`, cookie ? { headers: { cookie } } : {}));

describe('proxy.ts (optimistic redirects only)', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/home', '/dashboard/home'],
    ['/dashboard/certificate?x=1', '/dashboard/certificate?x=1'],
    ['/french-course-layout', '/french-course-layout'],
    ['/admin', '/admin'],
    ['/admin/leads/abc', '/admin/leads/abc'],
    ['/admin/courses/cohort-b1-13', '/admin/courses/cohort-b1-13'],
  ])('sends an anonymous visitor of %s to /log-in and back', (path, back) => {
    const res = get(path);
    expect(res.status).toBe(307);
    const to = new URL(res.headers.get('location')!);
    expect(to.pathname).toBe('/log-in');
    expect(to.searchParams.get('callbackUrl')).toBe(back);
  });

  it.each(['next-auth.session-token', '__Secure-next-auth.session-token'])(
    'lets a visitor with a %s cookie through (the page checks it)',
    (name) => {
      const res = get('/dashboard', `${name}=anything`);
      expect(res.headers.get('location')).toBeNull();
      expect(res.headers.get('x-middleware-next')).toBe('1');
    },
  );

  it('runs only on the learner area and the back office', () => {
    expect(config.matcher).toEqual([
      '/dashboard',
      '/dashboard/:path*',
      '/french-course-layout',
      '/admin',
      '/admin/:path*',
    ]);
  });
});
