// What our sessions and tokens carry beyond next-auth's defaults (lib/auth/options.ts).
import type { Role } from './roles';

declare module 'next-auth' {
  interface Session {
    user: { id: string; name: string; email: string; role: Role };
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    /** The user's sessionVersion when the session began (compared on every read). */
    sv?: number;
    role?: Role;
    /** 'Keep me signed in': 30 days; otherwise a browser-session cookie and at most a day. */
    remember?: boolean;
    /** Seconds since the epoch at sign-in: the session's lifetime counts from here. */
    signedInAt?: number;
    /** This session's random id, from sign-in: 'Log out' records it as ended (EndedSession). */
    sid?: string;
  }
}
