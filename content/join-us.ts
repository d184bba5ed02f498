/** /JoinUsPage: teach with us (spec §2 route table; the page's content was not shown). */
export const joinUsPage = {
  title: 'Teach French with Us',
  description:
    'Join a French school in Gurugram as a French instructor: live online classes in small batches, CEFR-aligned courses from A1, exam preparation for DELF, DALF, TEF and TCF. What we look for and how to apply.',
  intro: [
    'Our learners are students, professionals, parents and children across India who want French that works: for an exam, a university, a job or a new country. They learn in live online batches of 6 to 15 people, and they deserve teachers who know the language deeply and love teaching it.',
    'If that is you, we would like to hear from you.',
  ],
  lookFor: {
    heading: 'What we look for',
    items: [
      'French at B2 or above, with a DELF or DALF certificate (B2, C1 or C2), or an equivalent qualification.',
      'Experience teaching French to groups, online or in a classroom; experience with the CEFR and the DELF, DALF, TEF or TCF exams is a plus.',
      'Patience and energy with beginners, and the rigour to take a B2 group to the exam.',
      'A quiet place to teach, a reliable internet connection, and availability in at least one of our five daily slots (all IST).',
    ],
  },
  whatYouDo: {
    heading: 'What the work is',
    items: [
      'Teach live 2.5-hour classes on a video-conferencing tool, following our CEFR-aligned curricula.',
      'Keep the class recordings flowing: learners receive them within 24 hours.',
      'Run internal tests in the exam pattern and give learners clear feedback.',
      'Mentor your batch between classes, together with our team.',
    ],
  },
  roles: [
    'French instructor (adults)',
    'French instructor (kids and teens)',
    'Exam trainer (DELF/DALF/TEF/TCF)',
    'Translator or interpreter',
  ],
  frenchLevels: ['B2', 'C1', 'C2', 'Native or bilingual'],
  form: {
    heading: 'Apply',
    intro:
      'Tell us about yourself and attach your CV. We read every application and reply to those that match an opening.',
    submit: 'Send application',
    thanksTitle: 'Thank you for applying!',
    thanksBody:
      'We have your application and CV. If your profile matches an opening, we will contact you.',
  },
  labels: {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    role: 'Role',
    frenchLevel: 'Your French level',
    certificates: 'Certificates (optional)',
    certificatesHint: 'For example: DALF C1 (2022), DELF B2.',
    experience: 'Your teaching experience',
    availability: 'When can you teach?',
    availabilityHint:
      'Days and time slots (IST), for example: weekday evenings, Saturday mornings.',
    cv: 'CV',
    cvRequired: 'Attach your CV',
    cvHint: 'PDF, Word (DOCX), JPG or PNG, up to 10 MB.',
  },
} as const;
