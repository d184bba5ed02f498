/**
 * The formats of the French exams we prepare for (/delf-dalf-mock-tests). SCHOOL TO CONFIRM before
 * launch, against the boards' current handbooks: France Éducation international (DELF, DALF,
 * TCF) and CCI Paris Île-de-France (TEF) revise their formats from time to time.
 */
export type ExamSection = { name: string; duration: string; marks: string };

export type ExamFormat = {
  id: string;
  name: string;
  level: string;
  sections: ExamSection[];
  /** Total written time, or how the sections add up. */
  total: string;
  scoring: string;
  pass: string;
};

const delfPass = '50 out of 100 overall, with at least 5 out of 25 in each of the four sections.';

export const examFormatsIntro = {
  title: 'DELF, DALF, TEF and TCF Mock Tests',
  description:
    'The DELF A1 to B2, DALF C1 and C2, TEF and TCF formats explained in clear tables, and a free timed DELF practice paper for each level with reading and listening questions, scored by section.',
  lead: 'Know what to expect on exam day: the sections, timings and pass marks of each French exam, then try a timed practice paper at your DELF level. When you are ready, book a full mock test marked by our teachers.',
  checked:
    'Formats as published by the exam boards. Boards revise them from time to time: check the official handbook before you register.',
  bookMock: 'Book a full mock test',
  bookMockNote:
    'A full mock test covers all four skills, including writing and speaking marked by a certified teacher, in exam conditions.',
} as const;

export const delfFormats: ExamFormat[] = [
  {
    id: 'delf-a1',
    name: 'DELF A1',
    level: 'A1',
    sections: [
      { name: 'Listening (compréhension de l’oral)', duration: 'about 20 min', marks: '25' },
      { name: 'Reading (compréhension des écrits)', duration: '30 min', marks: '25' },
      { name: 'Writing (production écrite)', duration: '30 min', marks: '25' },
      { name: 'Speaking (production orale)', duration: '5-7 min, 10 min preparation', marks: '25' },
    ],
    total: '1 h 20 of written papers, then the speaking test',
    scoring: 'Out of 100',
    pass: delfPass,
  },
  {
    id: 'delf-a2',
    name: 'DELF A2',
    level: 'A2',
    sections: [
      { name: 'Listening', duration: 'about 25 min', marks: '25' },
      { name: 'Reading', duration: '30 min', marks: '25' },
      { name: 'Writing', duration: '45 min', marks: '25' },
      { name: 'Speaking', duration: '6-8 min, 10 min preparation', marks: '25' },
    ],
    total: '1 h 40 of written papers, then the speaking test',
    scoring: 'Out of 100',
    pass: delfPass,
  },
  {
    id: 'delf-b1',
    name: 'DELF B1',
    level: 'B1',
    sections: [
      { name: 'Listening', duration: 'about 25 min', marks: '25' },
      { name: 'Reading', duration: '45 min', marks: '25' },
      { name: 'Writing', duration: '45 min', marks: '25' },
      { name: 'Speaking', duration: 'about 15 min, 10 min preparation', marks: '25' },
    ],
    total: '1 h 55 of written papers, then the speaking test',
    scoring: 'Out of 100',
    pass: delfPass,
  },
  {
    id: 'delf-b2',
    name: 'DELF B2',
    level: 'B2',
    sections: [
      { name: 'Listening', duration: 'about 30 min', marks: '25' },
      { name: 'Reading', duration: '1 h', marks: '25' },
      { name: 'Writing', duration: '1 h', marks: '25' },
      { name: 'Speaking', duration: '20 min, 30 min preparation', marks: '25' },
    ],
    total: '2 h 30 of written papers, then the speaking test',
    scoring: 'Out of 100',
    pass: delfPass,
  },
];

export const dalfFormats: ExamFormat[] = [
  {
    id: 'dalf-c1',
    name: 'DALF C1',
    level: 'C1',
    sections: [
      { name: 'Listening', duration: 'about 40 min', marks: '25' },
      { name: 'Reading', duration: '50 min', marks: '25' },
      { name: 'Writing (synthesis and essay)', duration: '2 h 30', marks: '25' },
      { name: 'Speaking', duration: '30 min, 1 h preparation', marks: '25' },
    ],
    total: '4 h of written papers, then the speaking test',
    scoring: 'Out of 100',
    pass: delfPass,
  },
  {
    id: 'dalf-c2',
    name: 'DALF C2',
    level: 'C2',
    sections: [
      {
        name: 'Listening and speaking (compréhension et production orales)',
        duration: '30 min, 1 h preparation',
        marks: '50',
      },
      {
        name: 'Reading and writing (compréhension et production écrites)',
        duration: '3 h 30',
        marks: '50',
      },
    ],
    total: 'Two papers',
    scoring: 'Out of 100',
    pass: '50 out of 100 overall, with at least 10 out of 50 in each paper.',
  },
];

export const otherFormats: ExamFormat[] = [
  {
    id: 'tef-canada',
    name: 'TEF Canada',
    level: 'All levels',
    sections: [
      { name: 'Reading', duration: '60 min', marks: 'Scaled score' },
      { name: 'Listening', duration: '40 min', marks: 'Scaled score' },
      { name: 'Writing (2 tasks)', duration: '60 min', marks: 'Scaled score' },
      { name: 'Speaking (2 tasks)', duration: '15 min', marks: 'Scaled score' },
    ],
    total: 'About 3 h',
    scoring:
      'Each section gets a score that converts to a CEFR level and, for Canadian immigration, to an NCLC level.',
    pass: 'No pass or fail: your result states your level in each skill. The level you need depends on your immigration or study programme.',
  },
  {
    id: 'tcf-canada',
    name: 'TCF Canada',
    level: 'All levels',
    sections: [
      { name: 'Listening (39 questions)', duration: '35 min', marks: 'Scaled score' },
      { name: 'Reading (39 questions)', duration: '60 min', marks: 'Scaled score' },
      { name: 'Writing (3 tasks)', duration: '60 min', marks: 'Out of 20' },
      { name: 'Speaking (3 tasks)', duration: '12 min', marks: 'Out of 20' },
    ],
    total: 'About 2 h 50',
    scoring: 'Each skill gets a CEFR level (A1 to C2) and the matching NCLC level.',
    pass: 'No pass or fail: the organisation you apply to sets the levels it needs.',
  },
];
