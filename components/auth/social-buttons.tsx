'use client';

import { useState } from 'react';
import { socialText } from '@/content/accounts';
import { startSocialSignIn } from '@/lib/auth/client';
import type { SocialProvider } from '@/lib/auth/providers';

/** Each provider's mark: its coloured paths on a 24px grid. */
const marks: Record<SocialProvider['id'], readonly { fill: string; d: string }[]> = {
  google: [
    {
      fill: '#4285F4',
      d: 'M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.5 5.5 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.2 3.5-8.8z',
    },
    {
      fill: '#34A853',
      d: 'M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z',
    },
    { fill: '#FBBC05', d: 'M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z' },
    {
      fill: '#EA4335',
      d: 'M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z',
    },
  ],
  facebook: [
    {
      fill: '#1877F2',
      d: 'M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z',
    },
  ],
};

function ProviderMark({ provider }: { provider: SocialProvider['id'] }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      {marks[provider].map((p) => (
        <path key={p.fill} fill={p.fill} d={p.d} />
      ))}
    </svg>
  );
}

/**
 * The two social sign-in buttons (spec §2), shown only for providers whose client id and secret are
 * configured. Signing in through one creates a learner account, or joins an existing account only
 * when the provider vouched for its e-mail (lib/auth/oauth.ts).
 */
export function SocialButtons({
  providers,
  callbackPath,
}: {
  providers: SocialProvider[];
  callbackPath: string;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  if (!providers.length) return null;

  const start = async (id: string) => {
    setBusy(id);
    setFailed(false);
    try {
      window.location.assign(await startSocialSignIn(id, callbackPath));
    } catch {
      setFailed(true);
      setBusy(null);
    }
  };

  return (
    <div className="mt-6">
      <p className="flex items-center gap-3 text-sm text-muted before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
        {socialText.divider}
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {providers.map((p) => (
          <button
            key={p.id}
            type="button"
            onClick={() => void start(p.id)}
            disabled={busy !== null}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-4 font-semibold text-ink hover:bg-slate-50 disabled:opacity-70"
          >
            <ProviderMark provider={p.id} />
            {p.id === 'google' ? socialText.google : socialText.facebook}
          </button>
        ))}
      </div>
      <div role="alert">
        {failed ? <p className="mt-3 text-sm text-red-700">{socialText.failed}</p> : null}
      </div>
    </div>
  );
}
