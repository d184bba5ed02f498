import { RouteLink } from '@/components/ui/route-link';
import { site } from '@/content/site';

/** The school's mark (a speech bubble in the French colours) and name, linking home. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <RouteLink href="/" className="flex items-center gap-2" aria-label={`${site.name}, home`}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" className="shrink-0">
        <path
          d="M6 4h28a4 4 0 0 1 4 4v18a4 4 0 0 1-4 4H18l-8 7v-7H6a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4z"
          fill="#C1332A"
        />
        <rect x="9" y="11" width="7" height="12" rx="1" fill="#1d4ed8" />
        <rect x="16.5" y="11" width="7" height="12" fill="#fff" />
        <rect x="24" y="11" width="7" height="12" rx="1" fill="#fde68a" />
      </svg>
      <span
        className={`font-display text-lg leading-tight font-bold sm:text-xl ${tone === 'dark' ? 'text-brand' : 'text-white'}`}
      >
        {site.name}
      </span>
    </RouteLink>
  );
}
