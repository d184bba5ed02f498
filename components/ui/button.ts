/** The site's pill buttons (links or buttons): one look, sizes set by the caller's extra classes. */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 font-semibold transition-colors';

const variants = {
  primary: 'bg-brand text-white hover:bg-brand-dark',
  outline: 'border-2 border-brand text-brand hover:bg-brand-light',
  inverse: 'bg-white text-brand hover:bg-cream',
} as const;

export function buttonClass(variant: keyof typeof variants = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
