/** Header, mobile menu, trending banner and footer links (spec §2). */
import type { NavGroup, NavLink } from './types';

export const navGroups: NavGroup[] = [
  { label: 'Home', href: '/' },
  {
    label: 'Courses',
    links: [
      { label: 'Course Curriculum', href: '/course-curriculum' },
      { label: 'French Courses', href: '/your-french-level' },
      { label: 'French Classes (Kids + Teens)', href: '/FrenchKidsPage' },
    ],
  },
  {
    label: 'Exams',
    links: [
      { label: 'Orientation Test', href: '/orientation-test' },
      { label: 'Mock Practice Tests for DELF/DALF & TEF', href: '/delf-dalf-mock-tests' },
    ],
  },
  {
    label: 'Services',
    links: [
      { label: 'Translation & Interpretation', href: '/TranslationAndInterpretation' },
      { label: 'Recruitment Assistance (For organizations)', href: '/recruitAssistance' },
      { label: 'Corporate Training', href: '/corpTrainingServices' },
      { label: 'FREE Career Counseling', href: '/freeCC' },
    ],
  },
  {
    label: 'About',
    links: [
      { label: 'Who we are?', href: '/WhoWeAre' },
      { label: 'Meet the Team', href: '/MeetTheTeam' },
      { label: 'Our Teaching Approach', href: '/outTeachingApproach' },
    ],
  },
  {
    label: 'Master Your French Level',
    links: [
      { label: 'Test Your Exam Readiness', href: '/TestExamReadyPage' },
      { label: 'Level-Based Quizzes', href: '/Quiz' },
      { label: 'Interactive French Lessons', href: '/InteractiveFrenchLesson' },
      { label: 'Teaching Resources', href: '/TeachingResources' },
      { label: 'Watch & Practice', href: '/WatchPractice' },
    ],
  },
  {
    label: 'More',
    links: [
      { label: 'FAQs', href: '/faqs' },
      { label: 'Brochure', href: '/Brochure' },
      { label: 'Blog', href: '/blog' },
      { label: 'Contact Us', href: '/ContactUs' },
      { label: 'Buy Me a Coffee', href: '/BuyMeCoffee' },
      /** Special entry: does not navigate, it downloads the brochure PDF (spec §2). */
      { label: 'Download Brochure', href: '/Download' },
    ],
  },
];

/**
 * The four level courses, one tap away in the mobile menu (the header's Courses group reaches them
 * only through the course finder).
 */
export const levelLinksTitle = 'French courses by level';
export const levelLinks: NavLink[] = [
  { label: 'A1 Beginners', href: '/beginer-french' },
  { label: 'A2 Elementary', href: '/elimentary-french' },
  { label: 'B1 Intermediate', href: '/intermediate-course' },
  { label: 'B2 Upper-Intermediate', href: '/B2-level' },
];

/** The rotating 'Trending Now' banner (three items, spec §2). */
export const trendingLinks: NavLink[] = [
  { label: 'French A1 Level (Beginners Course)', href: '/beginer-french' },
  { label: 'French A2 Level (Elementary Course)', href: '/elimentary-french' },
  { label: 'French B1 Level (Intermediate Course)', href: '/intermediate-course' },
];

export const footerLinks: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Courses', href: '/course-curriculum' },
  { label: 'About', href: '/WhoWeAre' },
  { label: 'Exams', href: '/orientation-test' },
  { label: 'Blogs', href: '/blog' },
  { label: 'Services', href: '/TranslationAndInterpretation' },
  { label: 'Know your Level', href: '/Quiz' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms & Conditions', href: '/t&c' },
  { label: 'Refund Policy', href: '/RefundPolicy' },
];

/** Extra button at the foot of the mobile menu. */
export const mobileCta: NavLink = {
  label: 'Reserve Your FREE Session',
  href: '/ReserveSessionPage',
};

/** The header and hero button. */
export const heroCta: NavLink = { label: 'Explore Our Courses', href: '/your-french-level' };

/** The label before the rotating links. */
export const trendingLabel = 'Trending Now';
