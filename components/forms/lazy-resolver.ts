import type { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver that loads the zod resolver and its schema at the first validation,
 * so zod stays out of the first paint. `load` imports the schema, e.g.
 * `() => import('@/lib/validation/auth').then((m) => m.signInSchema)`.
 */
export function lazyZodResolver<V extends FieldValues>(
  load: () => Promise<Parameters<typeof zodResolver>[0]>,
): Resolver<V> {
  return async (values, context, options) => {
    const [{ zodResolver }, schema] = await Promise.all([
      import('@hookform/resolvers/zod'),
      load(),
    ]);
    // The schema's values are the form's: the cast names them.
    return (zodResolver(schema) as unknown as Resolver<V>)(values, context, options);
  };
}
