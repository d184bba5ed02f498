import type { ServicePageContent } from './types';

/** /recruitAssistance: recruitment assistance for organisations (spec §1, §2). */
export const recruitmentPage: ServicePageContent = {
  path: '/recruitAssistance',
  title: 'Recruitment Assistance for Organisations',
  description:
    'Hiring people who speak French? We help organisations in Gurugram and across India define the level a role needs, assess candidates against the CEFR and find French speakers among our learners and alumni.',
  serviceType: 'Recruitment assistance (French-speaking candidates)',
  intro: [
    'Many roles in Gurugram need French: customer support for French-speaking markets, sales, hospitality, translation, teaching. It is hard to judge a candidate’s French when nobody on the hiring panel speaks it.',
    'We know what each CEFR level means in practice because we teach and test it every day. We help you decide the level a role really needs, check candidates against it, and introduce learners and alumni who have said they are looking for work.',
  ],
  whoFor: {
    heading: 'Who it is for',
    items: [
      'Companies hiring for French-language customer support, sales or operations.',
      'Hotels, travel companies and embassies’ suppliers who need staff at ease with French-speaking guests.',
      'Schools looking for French teachers for grades IV to X.',
      'Recruitment agencies who need a reliable language assessment for their candidates.',
    ],
  },
  whatWeDo: {
    heading: 'What we do',
    items: [
      'Help you write the language part of a job description: the level (A1 to C2) and the tasks the person must handle in French.',
      'Assess your candidates’ spoken and written French with a short test and interview, and send you a written level for each.',
      'Introduce candidates from our learner and alumni community who have asked us to share their profile.',
      'If a hire needs to improve, suggest a course or corporate training to close the gap.',
    ],
  },
  howItWorks: {
    heading: 'How it works',
    steps: [
      {
        title: 'Tell us about the roles',
        body: 'Use the form below: the roles, how many people you need and the level of French you think they need.',
      },
      {
        title: 'Agree the scope',
        body: 'We call you to understand the work, confirm the level and agree what we will do (assessment only, introductions, or both) and what it costs.',
      },
      {
        title: 'Candidates and results',
        body: 'We assess the candidates you send us, or introduce candidates who fit, with a written summary of each person’s French.',
      },
    ],
  },
  form: {
    heading: 'Tell us what you are hiring for',
    intro: 'We reply by e-mail or phone to agree the next step.',
    submit: 'Send enquiry',
    thanksTitle: 'Thank you!',
    thanksBody: 'We have your enquiry and will get in touch to talk about the roles.',
  },
};

export const recruitmentLabels = {
  organisation: 'Organisation',
  name: 'Your name',
  email: 'Work email',
  phone: 'Phone number',
  roles: 'Roles you are hiring for',
  candidates: 'Number of people',
  level: 'Level of French needed',
  notes: 'Anything else (optional)',
} as const;

/** CEFR levels an employer can ask for, and a way to say they don't know yet. */
export const levelNeededOptions = [
  'A2 (basic)',
  'B1 (independent)',
  'B2 (confident at work)',
  'C1 (advanced)',
  'C2 (near native)',
  'Not sure: help us decide',
] as const;
