import { reachUs, site } from '@/content/site';
import { legalEntity } from './entity';
import type { LegalDocument } from './types';

/**
 * The terms and conditions shown at /t&c: terms of use of the website and terms of the classes.
 * Built only from facts the spec gives; cancellations and refunds live on /RefundPolicy.
 */
export const termsAndConditions: LegalDocument = {
  title: 'Terms and Conditions',
  description: `The terms for using the ${site.name} website and for joining its live online French classes: batches, fees, recordings, certificates, exam preparation and conduct.`,
  lastUpdated: '21 November 2026',
  intro: [
    `These terms explain how our website works and what you and ${legalEntity.legalName} ("we", "us", "the school") can expect from each other when you join our French classes. We have kept them as short and plain as we can.`,
    "By using this website, sending us a form or enrolling in a course, you agree to these terms, to our Privacy Policy (/privacy-policy) and to our Refund Policy (/RefundPolicy). If a learner is under 18, a parent or guardian must accept these terms on the learner's behalf. If you do not agree, please do not use the website or enrol.",
  ],
  sections: [
    {
      id: 'our-courses',
      heading: 'Our courses',
      paragraphs: [
        'Our general French courses follow the levels of the Common European Framework of Reference for Languages (CEFR): A1 (beginner), A2 (elementary), B1 (intermediate) and B2 (upper-intermediate). We also run kids and teens classes for learners aged 9 to 16, adult classes, focus courses for the DELF, DALF, TEF and TCF exams, and other services described on their own pages.',
        'Each course page describes what the course covers, how long it lasts and how many classes it has each week. If you are not sure which level is right for you, our orientation test and level-based quizzes can help, or you can ask us for advice before enrolling.',
      ],
    },
    {
      id: 'how-classes-work',
      heading: 'How the classes work',
      items: [
        'Classes are held live online on a video-conferencing tool. You will need a device with a stable internet connection, a microphone and speakers or headphones.',
        'Each batch has between 6 and 15 students, so that every learner gets time to speak and personal support from the teacher.',
        'Each class lasts 2.5 hours.',
        'Batches run in one of five daily time slots, all in Indian Standard Time (IST): 7:00-9:30 AM, 10:00 AM-12:30 PM, 4:00-6:30 PM, 7:00-9:30 PM and 9:00-11:30 PM. If you live outside India, please check what these times are where you are.',
        'Batches run on days from Monday to Saturday. The number of classes per week differs from course to course (for example, the B2 course has four classes a week), so the exact days of your batch are confirmed when you enrol.',
        'Classes are recorded, and the recording is shared with your batch within 24 hours, so that you can revise or catch up if you miss a class.',
      ],
    },
    {
      id: 'trial-and-demo',
      heading: 'Trial classes and demo',
      paragraphs: [
        'We do not offer trial classes. To see what our classes are like before you enrol, you can watch a recorded demo of a live session, which is available on our course pages, or ask us for more information.',
      ],
    },
    {
      id: 'enrolment',
      heading: 'Enrolment',
      paragraphs: [
        'To enrol, choose a course and a batch and give us accurate contact details. Your place in the batch is confirmed once we have received your payment (or the first instalment of an agreed payment plan) and confirmed your enrolment to you. Because batch sizes are limited, a batch may fill up before you complete your enrolment; if it does, we will help you choose another one.',
        "When a learner is under 18, the enrolment must be made by a parent or guardian, who is responsible for the fees and for the learner's compliance with these terms.",
      ],
    },
    {
      id: 'fees-and-payment',
      heading: 'Fees and payment',
      items: [
        'All prices are in Indian rupees (INR).',
        'Some courses offer early-enrolment discounts in tiers. Each tier ends at the end of the day, India time, on the date shown on the course page, after which the next tier or the full price applies.',
        'The price you pay is the price in force at the moment your payment is taken, not the price shown when you first viewed the page or started checking out.',
        'There are no hidden fees: the amount you will pay is shown to you before you pay it.',
        'If paying the full fee at once is difficult, a payment plan is available on request. Its instalments and due dates are agreed with you before you pay.',
      ],
    },
    {
      id: 'cancellations-and-refunds',
      heading: 'Cancellations and refunds',
      paragraphs: [
        'Cancellations, batch changes and refunds are governed by our Refund Policy (/RefundPolicy). The conditions that apply to your course are set out there and confirmed to you in writing when you enrol. Please read the Refund Policy before you pay.',
      ],
    },
    {
      id: 'certificates-and-tests',
      heading: 'Certificates and internal tests',
      paragraphs: [
        'Learners who complete a course receive a certificate of completion from the school. Our level courses also include internal tests that follow the pattern of the DELF exam (for example, two such tests in the B1 and B2 courses), so that you can measure your progress and get used to the exam format.',
        'Our certificate of completion and internal test results are issued by the school. They are not official French-government diplomas.',
      ],
    },
    {
      id: 'exam-preparation',
      heading: 'Exam preparation (DELF, DALF, TEF, TCF)',
      paragraphs: [
        'We prepare learners for the DELF, DALF, TEF and TCF exams. We do not conduct these exams or award these diplomas and certificates ourselves: they are awarded by the official exam bodies, under their own rules, fees and schedules.',
        'We will teach you carefully and help you prepare as well as we can, but results depend on your own work and performance on the day and on the official examiners, so we cannot guarantee that you will pass an exam or reach a particular score.',
      ],
    },
    {
      id: 'learner-conduct',
      heading: 'Conduct in live classes',
      paragraphs: [
        'Our classes work best when everyone feels comfortable taking part. We ask every learner to:',
      ],
      items: [
        'join on time and take part respectfully, treating the teacher and other learners with courtesy;',
        'not use offensive, abusive, discriminatory or harassing language or behaviour, in class or in any class chat or group;',
        'not share class links, log-in details or recordings with anyone outside the batch;',
        'not record, photograph or screenshot classes or other learners without permission;',
        "follow the teacher's reasonable instructions during class.",
      ],
    },
    {
      id: 'conduct-consequences',
      heading: 'If the rules are not followed',
      paragraphs: [
        'If a learner seriously or repeatedly breaks these rules, we may first give a warning and, if the problem continues, remove the learner from the class or batch. For learners under 18, we will speak to the parent or guardian first. Any effect on fees is handled under our Refund Policy.',
      ],
    },
    {
      id: 'course-material',
      heading: 'Course material and recordings',
      paragraphs: [
        'Our course material, including lessons, worksheets, curricula, tests, videos and class recordings, is the intellectual property of the school or of those who have licensed it to us.',
        'When you enrol, you may use the material for your own personal learning. You may not copy, sell, publish, upload, share or redistribute it, including class recordings, without our written permission.',
      ],
    },
    {
      id: 'free-resources',
      heading: 'Free resources',
      paragraphs: [
        'We offer free resources such as quizzes, mock tests, lessons and videos. They are provided as they are, to help you practise. We take care over them, but we cannot promise that they are free of errors, that they will always be available or that a quiz or mock-test score predicts your result in an official exam.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Learner accounts',
      paragraphs: [
        'If you create a learner account, please give accurate details, keep your password private and let us know if you think someone else has used your account. You are responsible for what happens through your account, unless it is caused by our fault.',
      ],
    },
    {
      id: 'using-the-website',
      heading: 'Using this website',
      paragraphs: [
        'You may use this website to learn about our courses and services, practise with our free resources, contact us and enrol. Please do not misuse it: do not send false or misleading information, try to gain unauthorised access, interfere with its working, or send spam or automated submissions through its forms.',
        'We work to keep the website accurate and available, but it may sometimes be unavailable for maintenance or for reasons outside our control. Course details, batches and prices may change from time to time; the details that apply to you are the ones confirmed at enrolment.',
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Links to other websites',
      paragraphs: [
        'Our website links to services run by others, such as WhatsApp for chat, YouTube for videos and Google Maps for directions, and our classes take place on a third-party video-conferencing tool. These services have their own terms and privacy policies, and we are not responsible for their content or how they work.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Our responsibility to you',
      paragraphs: [
        'We will provide our classes with reasonable care and skill. If we let you down, please tell us so that we can try to put it right.',
        'We are not responsible for losses caused by things outside our reasonable control, such as a failure of your own internet connection or device, an outage of a third-party platform, or events like natural disasters. We are also not responsible for indirect losses, such as loss of opportunity, that could not reasonably have been foreseen when you enrolled.',
        'To the extent the law allows, our total liability to you in connection with a course is limited to the fees you have paid for that course. Nothing in these terms limits any right you have under Indian law, including the Consumer Protection Act, 2019, that cannot be limited by agreement.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. The date at the top shows when they were last updated. Changes will not affect a course you have already paid for, unless the law requires it or you agree.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and disputes',
      paragraphs: [
        `These terms are governed by the laws of India. If a disagreement arises, please contact us first: most problems can be solved by talking. If a dispute cannot be resolved, the courts at ${legalEntity.jurisdiction} will have jurisdiction, without affecting any right you have to approach a consumer commission under Indian law.`,
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        `If you have any questions about these terms, ${reachUs()}. Our office is in ${site.city}.`,
      ],
    },
  ],
};
