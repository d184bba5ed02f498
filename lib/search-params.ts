/**
 * A page's search parameter as one string: `?x=a` → 'a'; absent, or given twice (`?x=a&x=b`), →
 * undefined. Pages read `searchParams` through it rather than trusting the shape.
 */
export const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);
