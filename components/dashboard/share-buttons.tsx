'use client';

import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { referralText as t } from '@/content/learner';

const copyButtons = [
  { what: 'code', label: t.copyCode },
  { what: 'link', label: t.copy },
] as const;

/** Copy the code, copy the link, or share both on WhatsApp. */
export function ShareButtons({ code, link }: { code: string; link: string }) {
  const [copied, setCopied] = useState<'code' | 'link' | null>(null);
  const copy = async (what: 'code' | 'link') => {
    try {
      await navigator.clipboard.writeText(what === 'code' ? code : link);
      setCopied(what);
    } catch {
      setCopied(null);
    }
  };
  const wa = `https://wa.me/?text=${encodeURIComponent(t.whatsappText(link, code))}`;
  return (
    <div>
      <div className="flex flex-wrap gap-3">
        {copyButtons.map(({ what, label }) => (
          <CopyButton key={what} label={label} copied={copied === what} onCopy={() => copy(what)} />
        ))}
        <a href={wa} target="_blank" rel="noopener noreferrer" className={buttonClass('primary')}>
          <MessageCircle aria-hidden="true" className="size-5" />
          {t.whatsapp}
        </a>
      </div>
      <p role="status" className="mt-2 text-sm text-green-800">
        {copied === 'code' ? t.codeCopied : copied === 'link' ? t.copied : ''}
      </p>
    </div>
  );
}
