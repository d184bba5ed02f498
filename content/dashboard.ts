/** Words of the learner area (spec §2 "Dashboard and sign-in"). */

/** The sidebar's pages. */
export const dashboardNav = [
  { href: '/dashboard', label: 'Home', icon: 'home' },
  { href: '/dashboard/refer-and-earn', label: 'Refer and Earn', icon: 'gift' },
  { href: '/dashboard/certificate', label: 'Certificate', icon: 'award' },
] as const;

export const dashboardText = {
  areaLabel: 'Learner area',
  menu: 'Open the menu',
  closeMenu: 'Close the menu',
  quizzes: 'Level Based Quizzers',
  backOffice: 'Back office',
  logOut: 'Log out',
  logOutEverywhere: 'Log out on every device',
  loggingOut: 'Logging out…',
  logOutEverywhereFailed: 'Your other devices could not be logged out just now: please try again.',
  accountMenu: 'Account menu',
  searchLabel: 'Search your course lessons',
  searchPlaceholder: 'Search your lessons',
  greeting: (firstName: string) => `Bonjour, ${firstName} !`,
  homeLead: 'Your courses, your progress and your practice, in one place.',
};

export const homeText = {
  title: 'Dashboard',
  description: 'Your French courses, progress and practice.',
  coursesHeading: 'My courses',
  noCourseTitle: 'You are not enrolled in a course yet',
  noCourseBody:
    'Live classes in small batches of 6 to 15 learners, from A1 to B2, with every class recorded. Find the level that fits you and join the next batch.',
  findLevel: 'Find your French level',
  orientation: 'Not sure? Take the free orientation test',
  rewardsHeading: 'Referrals and certificates',
  practiceHeading: 'Keep practising',
  practice: [
    {
      href: '/Quiz',
      title: 'Level Based Quizzers',
      body: 'Short grammar and vocabulary quizzes from A1 to B2, with the answers explained.',
    },
    {
      href: '/delf-dalf-mock-tests',
      title: 'DELF and DALF mock tests',
      body: 'Practise the exam format, section by section, before the real day.',
    },
    {
      href: '/TeachingResources',
      title: 'Printable resources',
      body: 'Conjugation tables, A1 vocabulary by theme and DELF checklists to download.',
    },
  ],
};

export const certificateText = {
  title: 'Certificate',
  description: 'Your course certificates.',
  heading: 'My certificates',
  emptyTitle: 'No certificate yet',
  emptyBody:
    'When you complete a course, the school issues your certificate here: the course, its certificate id, and a PDF to view and download. Anyone you show it to can check it is genuine.',
  findLevel: 'Find a course for your level',
};

export const feedbackText = {
  open: 'Send Feedback',
  title: 'Send Feedback',
  lead: 'Tell us what works and what we could do better. Our team reads every message.',
  label: 'Your feedback',
  submit: 'Submit',
  submitting: 'Sending…',
  cancel: 'Cancel',
  thanks: 'Thank you, your feedback has been sent.',
  failed: 'We could not send your feedback just now. Please try again in a minute.',
  signedOut: 'Your session has ended. Log in again to send feedback.',
};
