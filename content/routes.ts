/**
 * The public pages that exist, for the sitemap. Each new public page adds itself here, with the
 * spec's exact path (spec §2 route table).
 */
export type PublicRoute = {
  path: string;
  changeFrequency: 'weekly' | 'monthly' | 'yearly';
  /** 0 to 1, relative to the site's other pages. */
  priority: number;
};

export const publicRoutes: PublicRoute[] = [
  { path: '/', changeFrequency: 'weekly', priority: 1 },
  { path: '/ContactUs', changeFrequency: 'yearly', priority: 0.7 },
  { path: '/Brochure', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/orientation-test', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/Quiz', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/delf-dalf-mock-tests', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/TeachingResources', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/privacy-policy', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/t&c', changeFrequency: 'yearly', priority: 0.2 },
];
