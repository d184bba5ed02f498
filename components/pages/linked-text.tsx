import { Fragment } from 'react';
import { RouteLink } from '@/components/ui/route-link';

const LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

/** Plain text from content/ where `[words](/path)` becomes a link to that page of the site. */
export function LinkedText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    parts.push(text.slice(last, m.index));
    parts.push(
      <RouteLink
        key={m.index}
        href={m[2]!}
        className="font-semibold text-brand underline underline-offset-2"
      >
        {m[1]}
      </RouteLink>,
    );
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return (
    <>{parts.map((p, i) => (typeof p === 'string' ? <Fragment key={`t${i}`}>{p}</Fragment> : p))}</>
  );
}

/** The same text without the link markup (JSON-LD, RSS). */
export function plainText(text: string): string {
  return text.replace(LINK, '$1');
}
