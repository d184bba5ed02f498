import { NextResponse, type NextRequest } from 'next/server';

/**
 * Next 16's request proxy (the design card's middleware.ts). It only redirects optimistically:
 * a visitor with no session cookie at all, opening the learner area or the back office, goes to
 * sign in and comes back after. Whether a cookie is valid, and whose data it may see, is checked by
 * each page, action and handler itself (requireUser / requireStaff in lib/auth/session.ts), so a
 * request that skips this proxy still gets nothing.
 */
const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];

export function proxy(req: NextRequest) {
  const hasSession = SESSION_COOKIES.some((name) => req.cookies.has(name));
  if (hasSession) return NextResponse.next();
  const url = req.nextUrl.clone();
  const callbackUrl = req.nextUrl.pathname + req.nextUrl.search;
  url.pathname = '/log-in';
  url.search = `?callbackUrl=${encodeURIComponent(callbackUrl)}`;
  return NextResponse.redirect(url);
}

export const config = {
  matcher: ['/dashboard', '/dashboard/:path*', '/french-course-layout', '/admin', '/admin/:path*'],
};
