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
  { path: '/request-a-callback', changeFrequency: 'yearly', priority: 0.6 },
  { path: '/your-french-level', changeFrequency: 'weekly', priority: 0.9 },
  { path: '/course-curriculum', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/FrenchAdultPage', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/FrenchKidsPage', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/FocusFrenchCourse', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/beginer-french', changeFrequency: 'weekly', priority: 0.9 },
  { path: '/elimentary-french', changeFrequency: 'weekly', priority: 0.9 },
  { path: '/intermediate-course', changeFrequency: 'weekly', priority: 0.9 },
  { path: '/B2-level', changeFrequency: 'weekly', priority: 0.9 },
  { path: '/Brochure', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/orientation-test', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/Quiz', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/delf-dalf-mock-tests', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/TeachingResources', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/TestExamReadyPage', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/InteractiveFrenchLesson', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/WatchPractice', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/Yt', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/privacy-policy', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/t&c', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/TranslationAndInterpretation', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/recruitAssistance', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/corpTrainingServices', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/freeCC', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/ReserveSessionPage', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/JoinUsPage', changeFrequency: 'monthly', priority: 0.4 },
  { path: '/WhoWeAre', changeFrequency: 'yearly', priority: 0.6 },
  { path: '/MeetTheTeam', changeFrequency: 'monthly', priority: 0.5 },
  { path: '/outTeachingApproach', changeFrequency: 'yearly', priority: 0.6 },
  { path: '/faqs', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/RefundPolicy', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/blog', changeFrequency: 'weekly', priority: 0.7 },
  { path: '/BuyMeCoffee', changeFrequency: 'yearly', priority: 0.3 },
];
