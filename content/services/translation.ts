import type { ServicePageContent } from './types';

/** /TranslationAndInterpretation: French translation and interpretation (spec §1 offer). */
export const translationPage: ServicePageContent = {
  path: '/TranslationAndInterpretation',
  title: 'Translation and Interpretation',
  description:
    'French to English and English to French translation of documents, and interpreters for meetings, visits and calls, from a French school in Gurugram. Tell us what you need and get a quote.',
  serviceType: 'Translation and interpretation (French)',
  intro: [
    'French is what we teach every day, and the same instructors who prepare learners for DELF and DALF can put your documents and conversations into the language you need.',
    'Tell us the language pair, what the work is and when you need it. We read your request, ask anything that is unclear and send you a quote before any work starts.',
  ],
  whoFor: {
    heading: 'Who it is for',
    items: [
      'Students applying to universities in France, Belgium, Switzerland or Canada who need transcripts, statements or letters in French or English.',
      'Families and professionals preparing documents for a visa, an immigration file or a job abroad.',
      'Companies in Gurugram and Delhi NCR working with French-speaking clients, suppliers or head offices.',
      'Anyone hosting French-speaking visitors who needs an interpreter for a meeting, a site visit or a call.',
    ],
  },
  whatWeDo: {
    heading: 'What we do',
    items: [
      'Document translation: letters, certificates, transcripts, CVs, contracts, product and web text.',
      'Interpretation: consecutive interpretation for meetings, interviews, visits and video calls, online or in person in Delhi NCR.',
      'A second reading of every translation by another instructor before it is delivered.',
      'A clear quote first: what will be done, by when and for how much. Nothing is charged before you accept it.',
    ],
  },
  howItWorks: {
    heading: 'How it works',
    steps: [
      {
        title: 'Send your request',
        body: 'Fill in the form below. If there is a document, attach it (PDF, Word, JPG or PNG, up to 10 MB), or send it later by e-mail.',
      },
      {
        title: 'Get a quote',
        body: 'We look at the length, subject and deadline and reply with a quote and a delivery date. If your office needs a certified or sworn translation, say so: we will tell you honestly whether we can provide what it asks for.',
      },
      {
        title: 'Receive the work',
        body: 'Translations come back as an editable file and a PDF. For interpretation, we confirm the interpreter, the time and the place or the call link.',
      },
    ],
  },
  form: {
    heading: 'Ask for a quote',
    intro: 'Fields marked optional can be left empty. We reply by e-mail or phone.',
    submit: 'Send request',
    thanksTitle: 'Thank you!',
    thanksBody:
      'We have your request. We will read it and get back to you with a quote and a delivery date.',
  },
};

export const translationOptions = {
  /** SCHOOL TO CONFIRM: the language pairs the school takes on. */
  languagePairs: [
    'French to English',
    'English to French',
    'French to Hindi',
    'Hindi to French',
    'Other (tell us in the notes)',
  ],
  services: ['Document translation', 'Interpretation'],
} as const;

export const translationLabels = {
  name: 'Full name',
  email: 'Email',
  phone: 'Phone number',
  service: 'What do you need?',
  languagePair: 'Language pair',
  amount: 'Pages (documents) or hours (interpretation)',
  amountHint: 'An estimate is fine.',
  deadline: 'Deadline',
  notes: 'Anything else we should know (optional)',
  file: 'Document (optional)',
  fileHint: 'PDF, Word (DOCX), JPG or PNG, up to 10 MB.',
} as const;
