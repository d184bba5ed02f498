import { NextResponse } from 'next/server';
import { apiError, NO_STORE } from './errors';

/** A successful answer: `{ success: true, …body }`, never cached unless `headers` say so. */
export function jsonOk<T extends object>(body: T, status = 200, headers?: HeadersInit) {
  return NextResponse.json(
    { success: true, ...body },
    { status, headers: { ...NO_STORE, ...headers } },
  );
}

const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof ALL_METHODS)[number];
type MethodHandler = (req: Request) => Response | Promise<Response>;

/**
 * The handlers a route does not implement: 405 for every other method (HEAD included, which Next
 * would otherwise answer from GET), and OPTIONS naming the same methods as the 405's Allow header.
 */
export function otherMethods(...allowed: Method[]) {
  const allow = [...allowed, 'OPTIONS'].sort().join(', ');
  const notAllowed: MethodHandler = () =>
    apiError('method_not_allowed', `Use ${allowed.join(' or ')} for this endpoint.`, undefined, {
      Allow: allow,
    });
  const handlers = Object.fromEntries(
    ALL_METHODS.filter((m) => !allowed.includes(m)).map((m) => [m, notAllowed]),
  ) as Partial<Record<Method, MethodHandler>>;
  return {
    ...handlers,
    OPTIONS: () => new Response(null, { status: 204, headers: { Allow: allow, ...NO_STORE } }),
  } as Record<Method | 'OPTIONS', MethodHandler>;
}
