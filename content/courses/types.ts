/**
 * The shape of a course module (spec §3: course details, price tier, curriculum week card, FAQ,
 * benefit group, career item, student showcase). One module per course in this folder; the level
 * pages, the course finder, the checkout and the curriculum PDFs all read these.
 */
import type { CefrCode } from '@/content/courses-overview';
import type { CourseSlug } from '@/content/course-catalogue';

/**
 * A discount tier. `end` is the tier's last day as a calendar date in India (YYYY-MM-DD): the tier
 * holds until 23:59:59.999 Asia/Kolkata that day (lib/courses/pricing.ts).
 */
export type PriceTier = {
  effectivePrice: number;
  /** Percent off the mrp, as the school advertises it. */
  discount: number;
  end: string;
};

/** One week of the 'What Will You Learn' slider and of the curriculum PDF. */
export type CurriculumWeek = {
  /** The card's title, e.g. 'Week 1: Talking about yourself and your routine'. */
  title: string;
  lessons: string[];
  /** One sentence: what the learner can do after the week ("LearningOutcomes" in the spec). */
  learningOutcomes: string;
  details: string[];
  /**
   * Discussion, reading, listening, writing and role-play tasks, each prefixed with its kind
   * ('Discussion: ', 'Reading: ', 'Listening: ', 'Writing: ', 'Role-play: ').
   */
  activities: string[];
  /**
   * The B2 curriculum runs 16 weeks over 8 dossiers, two weeks each (spec §3): the dossier a week
   * belongs to, so the slider and the PDF can group them. Added to the spec's card fields because
   * the spec names dossiers but the card has no field for them; absent for A1, A2 and B1.
   */
  dossier?: { number: number; title: string };
};

/** An FAQ; the answer is plain text, paragraphs separated by a blank line. */
export type Faq = { q: string; a: string };

export type BenefitGroup = {
  category: 'Personally' | 'Professionally' | 'Academically';
  benefits: string[];
};

/** A job title of the rotating career panel; salaries in rupees a year. */
export type CareerItem = {
  title: string;
  avgSalary: { min: number; max: number };
  highestSalary: number;
};

/** An 'Our Students' card: a name, an optional photo (path under public/), the level achieved. */
export type StudentShowcase = { name: string; image?: string; description: string };

/** One of the four hero highlights (live classes, duration, exams, certificate). */
export type Highlight = { title: string; text: string };

export type CourseDetails = {
  slug: CourseSlug;
  level: CefrCode;
  /** The level page's path (the spec's spelling). */
  href: string;
  /** Small line above the name, e.g. 'French B1 Level'. */
  heading: string;
  courseName: string;
  headline: string;
  /** One paragraph for the course finder card and the page's description. */
  summary: string;
  /** Who the course is for, one sentence. */
  audience: string;
  highlights: [Highlight, Highlight, Highlight, Highlight];
  /**
   * The weekly time the course asks for, said in general; each cohort states its own, and its
   * dates, number, list price and price tiers, in the database (lib/courses/cohorts.ts, edited at
   * /admin/courses).
   */
  timeCommitment: string;
  /** Length of the course for the finder card, e.g. '12 weeks'. */
  duration: string;
  /** '4.9' and '120+' as the page shows them. */
  rating: string;
  /**
   * null: the spec gives no count for this course (A1, A2), so the page leaves the
   * 'students enrolled' line out rather than show a number nobody has confirmed.
   */
  studentCount: string | null;
  /** Where the rating comes from; shown under it. */
  ratingSource: string;
  batchDays: string;
  curriculum: CurriculumWeek[];
  faqs: Faq[];
  benefits: [BenefitGroup, BenefitGroup, BenefitGroup];
  /** 'Why Clear DELF B1' heading of the benefits section. */
  benefitsHeading: string;
  careers: CareerItem[];
  students: StudentShowcase[];
  /**
   * true while `students` holds the sample entries written to show the layout: the school replaces
   * them with real, consented learners, then sets this to false.
   */
  studentsAreSamples: boolean;
  /** SCHOOL SETS: the YouTube id of the recorded demo class; null until set (no demo section). */
  demoVideoId: string | null;
  /** Field names whose values the school must confirm before launch (shown in no page). */
  schoolToConfirm: string[];
};

/** Who a programme is for, as the course finder's filter chips group them. */
export type Audience = 'adults' | 'kids' | 'exam';

/**
 * A course the finder lists beside the four levels (kids and teens, adults, exam focus,
 * conversation, private coaching) and, where it has one, its programme page.
 */
export type ProgrammeDetails = {
  slug: CourseSlug;
  title: string;
  /** Its own page, when it has one (/FrenchAdultPage, /FrenchKidsPage, /FocusFrenchCourse). */
  href: string | null;
  audiences: Audience[];
  /** Levels offered, e.g. 'A1 to B2' or 'Beginners (A1)'. */
  levels: string;
  /** Who it is for, one sentence. */
  audience: string;
  summary: string;
  duration: string;
  format: string;
  /** Next cohort as an ISO date, or null: 'New batches every month, dates on request'. */
  nextCohort: string | null;
  /** null: fees on request. */
  mrp: number | null;
  /** The daily batch slots (IST) it runs in, when not all five (content/courses-overview.ts). */
  slots?: readonly string[];
  /** The programme page's sections: paragraphs and lists in the school's voice. */
  page?: {
    headline: string;
    intro: string;
    whoItIsFor: string[];
    whatYouGet: string[];
    faqs: Faq[];
  };
  schoolToConfirm: string[];
};
