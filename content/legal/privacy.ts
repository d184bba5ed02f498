import { reachUs } from '@/content/site';
import { isSet } from '@/content/school-values';
import { legalEntity } from './entity';
import type { LegalDocument } from './types';

const officer = legalEntity.grievanceOfficer;
/** How the officer is reached, from the lines the school has set ('by e-mail at …'). */
const officerReach =
  [
    isSet(officer.email) ? `by e-mail at ${officer.email}` : null,
    isSet(officer.postalAddress) ? `by post at ${officer.postalAddress}` : null,
  ]
    .filter(isSet)
    .join(' or ') || 'through the form on the Contact Us page of this website';

/**
 * The privacy policy shown at /privacy-policy, written for India's Digital Personal Data
 * Protection Act, 2023 (DPDP Act). The school's details come from ./entity (SCHOOL TO CONFIRM).
 */
export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  description: `How ${legalEntity.legalName} collects, uses, keeps and protects your personal data, and how to exercise your rights under India's Digital Personal Data Protection Act, 2023.`,
  lastUpdated: '21 November 2026',
  intro: [
    `This policy explains what personal data ${legalEntity.legalName} ("we", "us", "the school") collects through this website, why we collect it, who can see it, how long we keep it and what rights you have over it. We have written it in plain English so that learners, parents and guardians can understand it without legal help.`,
    "We follow India's Digital Personal Data Protection Act, 2023 (the 'DPDP Act') and the rules made under it. In the words of the Act, you are the 'Data Principal' and we are the 'Data Fiduciary'. If a child is learning with us, the child's parent or lawful guardian acts as the Data Principal on the child's behalf.",
    `If anything here is unclear, or you would like this policy in Hindi or another language listed in the Eighth Schedule to the Constitution of India, please write to our ${officer.title} ${officerReach}.`,
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who is responsible for your data',
      paragraphs: [
        `${legalEntity.legalName} is the Data Fiduciary for the personal data collected through this website. That means we decide why and how your data is used, and we are responsible for protecting it.`,
        `Questions, requests and complaints about your personal data are handled by our ${officer.title}, who can be reached ${officerReach}.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect through our forms',
      paragraphs: [
        'We only collect what you choose to give us through the forms on this website, and only what we need to reply to you or teach you:',
      ],
      items: [
        'Contact form ("Leave a message for us"): your first and last name, your e-mail address, the purpose of your message and the message itself.',
        'Callback requests: your first name, last name and phone number with its country code, your e-mail address if you choose to give it, and the course and page you asked about.',
        'Free-session reservations and course enrolments: your name, your contact details (such as phone number and e-mail address) and the course and batch you choose. When a child is enrolled, we also collect the details of the parent or guardian who enrols them.',
        'Learner accounts: your name and e-mail address, and your password, which we store only as a one-way hash (a scrambled form that cannot be turned back into your password). Nobody at the school can see your password. Your account also holds the records of your courses, such as your enrolments and certificates.',
      ],
    },
    {
      id: 'recorded-automatically',
      heading: 'What is recorded automatically',
      paragraphs: [
        'To protect our forms from spam and misuse, a few technical details are recorded when you send a form. We do not use them to identify you, to build a profile of you or to follow you across other websites.',
      ],
      items: [
        'A salted one-way hash of your IP address, rather than the IP address itself. The hash lets us spot repeated submissions from the same connection, but we cannot readily read your IP address from it.',
        "Your browser's user-agent string (the short text your browser sends to every website, naming the browser and device type).",
        'The page of this website from which the form was sent.',
        'The date and time the form was sent.',
        'Where your visit came from, when you send a form or start an enrolment: the campaign tags of the link you arrived by (such as utm_source=instagram, which we put on the links in our own posts and adverts), the name of the website that linked to us (such as www.google.com, never the page or your search) and the first page of ours you saw. Your browser keeps these only for the visit, in its session storage (no cookie, and nothing from any other company), and sends them with your form; we keep them with your enquiry or enrolment only to count which of our posts, adverts and referrals bring enquiries and learners. If you send no form, nothing about your visit reaches us.',
      ],
    },
    {
      id: 'anti-spam-checks',
      heading: 'Anti-spam checks',
      paragraphs: [
        'Our forms also use two simple anti-spam checks that involve no extra personal data: a hidden field that people never see but automated programs tend to fill in, and a minimum time that a form must be open before it is sent. Submissions that fail these checks are marked as spam and kept only for the short period set out below.',
      ],
    },
    {
      id: 'live-classes',
      heading: 'Live classes and recordings',
      paragraphs: [
        'Our classes take place live on a video-conferencing tool. Classes are recorded so that learners can revise or catch up on a missed class, and the recording is shared with the learners of that batch, usually within 24 hours. A recording may include the names, voices and, if cameras are on, the images of the learners who take part.',
        'Recordings are shared only with the batch they belong to and are kept only for as long as the course needs them. We do not publish class recordings outside the batch without your permission or, for a child, the permission of a parent or guardian.',
      ],
    },
    {
      id: 'how-we-use',
      heading: 'Why we use your information',
      paragraphs: ['We use your personal data only for these purposes:'],
      items: [
        'to answer your messages and enquiries;',
        'to call you back when you ask us to;',
        'to arrange free sessions and classes, place you in a batch and share class links and recordings;',
        'to administer your enrolment, payments, certificates and learner account;',
        'to keep our website and forms safe and to prevent spam, fraud and abuse;',
        'to meet our obligations under Indian law, such as keeping tax and accounting records.',
      ],
    },
    {
      id: 'no-selling-no-marketing',
      heading: 'No selling, no marketing without consent',
      paragraphs: [
        'We do not sell, rent or trade your personal data to anyone.',
        'We will not send you marketing messages, such as news of upcoming batches or offers, unless you have agreed to receive them. You can stop them at any time by replying to the message or by writing to us.',
        'When you send us an enquiry with your e-mail address (a message, a callback request, a service enquiry or your orientation test result), we send you one automatic reply, normally within a minute, so that you know we have it and what happens next. If you asked about a course, or began your visit on a course page, it also gives that course’s next cohort, the batch times with seats and today’s fee. This reply is an answer to your enquiry, not marketing: it has no tracking, repeats nothing you typed (in case someone else entered your address), and goes to one address at most once a day, however many forms are sent.',
        'If you start an enrolment and do not finish paying, we e-mail you at most two reminders (about an hour and a day later) with a link back to the payment step, the price and the seats left. We send none once you pay or cancel, after the last day to enrol, or once you press “No more reminders” in any of them (no sign-in needed; we record that you asked), which stops them for every enrolment of your e-mail address. We send no address more than two reminders a day.',
      ],
    },
    {
      id: 'legal-basis',
      heading: 'Our legal basis: consent and legitimate uses',
      paragraphs: [
        'Most of what we do rests on your consent. When you tick the box accepting our terms and privacy policy and send a form, you consent to our using the details in that form for the purposes described in this policy. Your consent is specific to those purposes, and you can withdraw it at any time (see "Your rights" below).',
        'For a few purposes the DPDP Act allows us to process personal data without asking for separate consent, which the Act calls "legitimate uses". For example, when you voluntarily give us your details for a specific purpose, such as asking for a callback, and have not told us you object, we may use them for that purpose; and we must keep certain records to comply with Indian law or with an order of a court or authority.',
      ],
    },
    {
      id: 'who-sees-it',
      heading: 'Who sees your information',
      paragraphs: ['Your personal data is seen only by people and organisations who need it:'],
      items: [
        "The school's staff who handle enquiries, callbacks, enrolments and classes. Access is limited to those who need it for their work.",
        'Service providers who host this website and its database, send e-mail on our behalf and provide the video-conferencing tool for live classes. They act on our instructions and are bound to use your data only to provide their service to the school.',
        'The payment processor, when you pay online. Your card, UPI or bank details are entered with the payment processor and handled under its own security rules; we receive the confirmation of the payment, not your full card details.',
        'Government and law-enforcement authorities, courts or regulators, but only when the law requires us to share information.',
      ],
    },
    {
      id: 'data-outside-india',
      heading: 'Data stored outside India',
      paragraphs: [
        'Some of our service providers may store or process data on servers outside India. Where they do, we use them only as the DPDP Act allows, and they remain bound to use and protect your data as described in this policy.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep your data',
      paragraphs: [
        'We keep personal data only as long as we need it for the purpose it was collected for, or as long as the law requires. When a retention period ends, we delete the data or anonymise it so that it can no longer identify you. Our retention periods are:',
      ],
      items: [
        'Enquiries and callback requests: up to 24 months after our last contact with you, after which they are deleted.',
        'Submissions flagged as spam: 90 days.',
        'Rate-limit counters (which count recent submissions from the same hashed connection): a few minutes.',
        'Enrolment and payment records: as long as Indian tax and accounting law requires, which is typically 8 years.',
        'A tax invoice or credit note we have issued: kept unchanged, with the buyer’s name, address and state as it was issued, for as long as tax law requires (at least 72 months), even if you ask us to erase your other data.',
        'Learner accounts: until you delete your account or ask us to delete it. Records we must keep by law, such as payment records, are kept for the period above.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect your data',
      paragraphs: [
        'We take reasonable security measures to protect your personal data. This website uses HTTPS, so data sent between your browser and our servers is encrypted in transit. Access to personal data is limited to the staff who need it. Passwords are stored only as one-way hashes, and IP addresses are stored only as salted hashes.',
        'No system connected to the internet can be made perfectly secure. If a personal data breach ever affects you, we will inform you and the Data Protection Board of India as the DPDP Act requires.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights under the DPDP Act',
      paragraphs: ['As a Data Principal, you have the right to:'],
      items: [
        'Access: ask for a summary of the personal data we hold about you, how we are using it, and the identities of the other organisations with whom we have shared it.',
        'Correction and completion: ask us to correct data that is inaccurate or misleading, complete data that is incomplete, and update data that is out of date.',
        'Erasure: ask us to delete your personal data when it is no longer needed, unless the law requires us to keep it (for example, payment records).',
        'Withdraw consent: withdraw your consent at any time, as easily as you gave it. Withdrawal does not affect what we did lawfully before it, and we may no longer be able to provide a service that depends on the data (for example, keeping your seat in a batch).',
        'Grievance redressal: raise a grievance with us about how we handle your data and receive a response.',
        'Nominate: nominate another person to exercise your rights on your behalf in the event of your death or incapacity.',
      ],
    },
    {
      id: 'exercising-your-rights',
      heading: 'How to exercise your rights',
      paragraphs: [
        `To make a request or raise a grievance, write to our ${officer.title} ${officerReach}. Please tell us which right you wish to exercise and give enough detail for us to find your data, such as the name, e-mail address or phone number you used.`,
        `We will answer within ${legalEntity.responseDays} days of receiving your request. To protect your data, we may first ask you to verify your identity, for example by writing from the e-mail address or confirming the phone number you gave us. A parent or guardian may make requests for a child.`,
        'The DPDP Act also asks Data Principals to give accurate information, not to impersonate anyone else and not to make false or frivolous complaints. Thank you for helping us keep things fair.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints to the Data Protection Board of India',
      paragraphs: [
        'If you are not satisfied with our response, or we do not respond in time, you have the right to complain to the Data Protection Board of India. The Act asks you to raise the grievance with us first, so that we have the chance to put things right.',
      ],
    },
    {
      id: 'children',
      heading: 'Children and teenagers',
      paragraphs: [
        'Our kids and teens classes are for learners aged 9 to 16, and other learners may also be under 18. Under the DPDP Act, anyone under 18 is a child.',
        "We process a child's personal data only with the verifiable consent of a parent or lawful guardian, who enrols the child and agrees to this policy on the child's behalf. If we learn that we have collected a child's data without that consent, we will delete it.",
        "We do not track or monitor the behaviour of children, and we do not direct targeted advertising at children. We use a child's data only to teach the child, keep the parent or guardian informed and run the classes safely.",
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'Cookies are small files that a website stores in your browser. We use cookies and similar browser storage only where the website needs them to work, for example to keep you signed in to your learner account, and, for one visit only, to remember where the visit came from until you send a form (described above). We do not use advertising cookies, and we do not use cookies to track you across other websites.',
        'Some parts of the site lead to other services, such as an embedded YouTube video you choose to play, or links to WhatsApp, YouTube and Google Maps. Those services may set their own cookies under their own privacy policies, which we do not control.',
        'You can block or delete cookies in your browser settings. If you block all cookies, signing in to your learner account may not work.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy when our services, our practices or the law change. The date at the top shows when it was last updated. If we make a significant change, we will say so on this website and, where we have your e-mail address and the change affects you, tell you by e-mail. Where the law requires it, we will ask for your consent again before using your data in a new way.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        `For anything to do with your personal data, please contact our ${officer.title} ${officerReach}.`,
        `For questions about courses, batches or fees, ${reachUs()}.`,
      ],
    },
  ],
};
