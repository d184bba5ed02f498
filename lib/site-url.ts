import { site } from '@/content/site';

/** The site's public origin: SITE_URL, else the default in content/site.ts. */
export function siteUrl(): string {
  const fromEnv = process.env.SITE_URL;
  try {
    return new URL(fromEnv || site.defaultUrl).origin;
  } catch {
    return site.defaultUrl;
  }
}
