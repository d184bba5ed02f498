/**
 * SAMPLE testimonials. These are placeholders written to show the layout: the names are fictional
 * and the quotes are not from real people. The school MUST replace every entry with a real,
 * consented testimonial (and its own photos or videos) before launch, then set
 * `testimonialsAreSamples` to false.
 *
 * Spec §2, §3: 17 slides; roles from Student, Parent, Advocate, Translator, Teacher, Graduate,
 * Corporate Lawyer, Project Manager. The spec's age text ('15 Year' on every card) is kept only
 * where it can be true: `age` (in years) is optional and set only on the students' samples; a
 * parent, lawyer or teacher shows their role alone. Set a real age only with the person's consent.
 */
import type { Testimonial } from './types';

export const testimonialsAreSamples = true;

const image = (n: number): Testimonial['media'] => ({
  type: 'image',
  url: `/testimonials/avatar-${n}.svg`,
  alt: '',
});

/**
 * A sample video with its captions (WebVTT in public/testimonials/captions/, one file per speaker).
 * The captions are what the speaker says: the quote below. With a real recording, replace the
 * mp4 and re-time the cues to the recording.
 */
const video = (captionsFile: string): Testimonial['media'] => ({
  type: 'video',
  url: '/testimonials/sample.mp4',
  poster: '/testimonials/avatar-16.svg',
  captions: {
    src: `/testimonials/captions/${captionsFile}`,
    srcLang: 'en',
    label: 'English',
  },
});

export const testimonials: Testimonial[] = [
  {
    name: 'Aarav S.',
    role: 'Student',
    age: 15,
    text: 'I started as a complete beginner. The small batch meant I got to speak in every class, and I now feel comfortable introducing myself and chatting in French.',
    media: image(1),
  },
  {
    name: 'Ananya R.',
    role: 'Parent',
    text: 'My daughter looks forward to her French class every week. The teachers keep the kids’ batch lively and interactive, and I can see her confidence growing.',
    media: image(2),
  },
  {
    name: 'Vikram K.',
    role: 'Advocate',
    text: 'The late-evening batch fits around my court schedule. Lessons are well structured, and the recordings help me revise whenever I miss a session.',
    media: image(3),
  },
  {
    name: 'Ishita M.',
    role: 'Translator',
    text: 'The focus on grammar and precise vocabulary has made my written French much sharper. My instructor always explains the why, not just the rule.',
    media: image(4),
  },
  {
    name: 'Rohan P.',
    role: 'Graduate',
    text: 'I joined to prepare for studying abroad. Practising in the real exam format made the DELF feel familiar long before test day.',
    media: image(5),
  },
  {
    name: 'Meera J.',
    role: 'Teacher',
    text: 'As a teacher myself, I appreciate how carefully each class is planned. The resources are excellent, and I have borrowed a few ideas for my own classroom.',
    media: video('meera-j.vtt'),
  },
  {
    name: 'Kabir N.',
    role: 'Project Manager',
    text: 'I work with a team in France and needed practical French. The class recordings arrive within a day, so I never fall behind when work gets busy.',
    media: image(6),
  },
  {
    name: 'Diya A.',
    role: 'Student',
    age: 15,
    text: 'Learning French here is fun. The teachers are patient, and speaking in front of the group no longer scares me.',
    media: image(7),
  },
  {
    name: 'Nisha T.',
    role: 'Corporate Lawyer',
    text: 'I wanted French for international matters at work. The classes are serious but friendly, and the CEFR structure keeps me clear about my progress.',
    media: image(8),
  },
  {
    name: 'Saanvi G.',
    role: 'Parent',
    text: 'Both my children attend the kids and teens batches. Having separate groups for their ages makes a real difference, and they practise French together at home.',
    media: image(9),
  },
  {
    name: 'Arjun B.',
    role: 'Student',
    age: 15,
    text: 'The free quizzes helped me find my level before I enrolled, and the course picked up exactly where I was.',
    media: image(10),
  },
  {
    name: 'Priya D.',
    role: 'Graduate',
    text: 'The free career counselling session helped me understand which exam I actually needed for my plans. Honest advice, no pressure.',
    media: video('priya-d.vtt'),
  },
  {
    name: 'Aditya V.',
    role: 'Project Manager',
    text: 'The early-morning slot lets me finish class before my workday starts. Two and a half hours go by quickly because the sessions are so interactive.',
    media: image(11),
  },
  {
    name: 'Kavya L.',
    role: 'Translator',
    text: 'The conversation classes were exactly what I needed to make my spoken French as natural as my written French.',
    media: image(12),
  },
  {
    name: 'Siddharth C.',
    role: 'Advocate',
    text: 'Clear explanations, regular practice and a teacher who corrects you kindly. I finally enjoy learning a language again.',
    media: image(13),
  },
  {
    name: 'Neha O.',
    role: 'Teacher',
    text: 'The cultural activities bring the language to life. Learning about French films, food and festivals keeps every class interesting.',
    media: image(14),
  },
  {
    name: 'Rahul H.',
    role: 'Corporate Lawyer',
    text: 'Fees are reasonable and there were no surprises. For the quality of teaching, it is excellent value.',
    media: image(15),
  },
];
