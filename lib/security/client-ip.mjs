// Plain JavaScript so the production server (scripts/server.mjs) loads it as it is; the app's
// TypeScript (lib/client-info.ts) imports the same constant.

/**
 * The header our server sets from the socket's address on every request, replacing anything a
 * client sent under that name.
 */
export const CLIENT_IP_HEADER = 'x-school-client-ip';
