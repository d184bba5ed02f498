import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { authOptions } from '@/lib/auth/options';
import { browserSessionCookies } from '@/lib/auth/session-cookie';

type Context = { params: Promise<{ nextauth: string[] }> };

// GET, POST /api/auth/*: next-auth (sign-in, sign-out, CSRF token, session, OAuth callbacks)
async function handler(req: NextRequest, ctx: Context): Promise<Response> {
  const options = await authOptions();
  const res: Response = await NextAuth(req, ctx, options);
  return browserSessionCookies(res, options.secret!);
}

export { handler as GET, handler as POST };
