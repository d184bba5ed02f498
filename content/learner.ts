/**
 * Words and rules of the learner area beyond the dashboard's frame (spec §2, §4): the learning
 * cards, the course player, ratings, lesson requests, certificates and referrals. The recordings
 * are staff's, per class (lib/classes/learner.ts); the live classes' words are content/classes.ts.
 */

/** Length of one live class (spec §9: 2.5-hour classes), in minutes, for the lecture durations. */
export const CLASS_MINUTES = 150;
/** The week's task: time to set aside for it, in minutes. */
export const TASK_MINUTES = 45;

export const learningCardText = {
  level: 'Level',
  currentLesson: 'Current lesson',
  completed: 'Course completed: every lesson is done.',
  progress: (pct: number) => `${pct}% complete`,
  progressLabel: 'Course progress',
  resume: 'Resume Course',
  start: 'Start Course',
  awaitingPayment: 'Awaiting payment',
  awaitingPaymentBody:
    'Your seat is held for you only for a short time while you pay: finish paying to keep it.',
  finishPaying: 'Finish paying',
  awaitingConfirmation: 'Awaiting confirmation',
  awaitingConfirmationBody:
    'We have your transfer details; our team confirms the payment within one working day.',
  programmeBody: 'Your teacher shares this programme’s plan and materials in your live classes.',
  reference: 'Reference',
  batch: 'Batch',
};

export const playerText = {
  title: 'My Course',
  description: 'Your course’s lessons, recordings and progress.',
  myCourse: 'My Course',
  browse: 'Browse Other Courses',
  rate: 'Leave a rating',
  pickerHeading: 'Choose a course',
  pickerLead: 'You are enrolled in more than one course. Which one would you like to open?',
  noCourseTitle: 'No course to open yet',
  noCourseBody:
    'The course player opens once an enrolment is paid. Your dashboard shows each enrolment and what it is waiting for.',
  toDashboard: 'Back to the dashboard',
  recordingPending: 'The recording is added within 24 hours of the class.',
  watch: (title: string) => `Play the recording: ${title}`,
  play: 'Play the recording',
  elsewhere: 'This recording plays on its own site.',
  watchRecording: 'Watch the recording',
  certificate: 'Certificate',
  resources: 'Resources',
  feedbackPrompt: 'How was this lesson? Tell us what helped and what we could do better.',
  markDone: 'Mark as complete',
  markUndone: 'Completed: mark as not done',
  nextLesson: 'Next Lesson',
  lastLesson: 'You have reached the end of the course. Félicitations !',
  contentHeading: 'Course content',
  search: 'Search the lessons',
  searchPlaceholder: 'Search lessons, e.g. passé composé',
  noMatch: 'No lesson matches your search.',
  lectures: (n: number) => `${n} ${n === 1 ? 'lecture' : 'lectures'}`,
  task: 'Week task',
  taskIntro: 'Do this task after the week’s classes and bring it to your next live class:',
  done: 'Completed',
  module: (n: number) => `Module ${n}`,
  saving: 'Saving…',
  saveFailed: 'We could not save your progress just now. Please try again.',
  weekLabel: (n: number) => `Week ${n}`,
};

export const ratingText = {
  title: 'Leave a rating',
  lead: 'How is the course going? Your rating helps us improve it and helps other learners choose.',
  stars: 'Your rating',
  star: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
  comment: 'Comment (optional)',
  submit: 'Save rating',
  submitting: 'Saving…',
  cancel: 'Cancel',
  thanks: 'Thank you, your rating is saved. You can change it at any time.',
  edit: (stars: number) => `Your rating: ${stars}/5 (edit)`,
  failed: 'We could not save your rating just now. Please try again in a minute.',
  signedOut: 'Your session has ended. Log in again to rate the course.',
};

export const ratingMessages = {
  stars: 'Please choose from 1 to 5 stars.',
  comment: 'Please keep your comment under 1000 characters.',
  course: 'You can rate only a course you are enrolled in.',
} as const;

export const lessonRequestText = {
  open: 'Request lesson',
  title: 'Request a lesson',
  lead: 'Is there a topic you would like a lesson on? Tell us, and our team will plan it into a batch that suits you.',
  topic: 'Topic',
  topicPlaceholder: 'e.g. Subjunctive after il faut que',
  batch: 'Preferred batch slot (IST)',
  batchPlaceholder: 'Choose a slot',
  message: 'Message (optional)',
  submit: 'Send request',
  submitting: 'Sending…',
  cancel: 'Cancel',
  thanks: 'Thank you, your lesson request has been sent to our team.',
  failed: 'We could not send your request just now. Please try again in a minute.',
  signedOut: 'Your session has ended. Log in again to request a lesson.',
};

export const lessonRequestMessages = {
  topic: 'Please tell us the topic you would like a lesson on.',
  batch: 'Please choose a batch slot.',
} as const;

export const certificatesText = {
  course: 'Course',
  id: 'Certificate id',
  issued: 'Issued',
  progress: 'Progress',
  view: 'View and download',
  verifyLink: 'Public verification page',
  pdfTitle: 'Certificate of Completion',
  pdfLead: 'This certifies that',
  pdfCompleted: 'has completed the course',
  pdfVerify: 'Check this certificate at',
  verifyTitle: 'Certificate verification',
  verifyDescription: 'Check that a certificate issued by the school is genuine.',
  verifyGenuine: 'This certificate is genuine.',
  verifyName: 'Awarded to',
  verifyCourse: 'Course',
  verifyDate: 'Date of issue',
  verifyNotFound:
    'No certificate has this id. Check the id printed on the certificate, letter by letter.',
  issue: 'Issue certificate',
  issued_: 'Certificate issued',
  onlyPaid: 'A certificate can be issued only for a paid enrolment.',
};

/** Referral programme rules (spec §9: ₹200 reward). */
export const referral = {
  /** Off the friend's course fee at checkout, in rupees. */
  discountRupees: 200,
  /** Credited to the referrer's wallet when the friend's enrolment is paid, in rupees. */
  rewardRupees: 200,
  /** The smallest amount that can be withdrawn, in rupees. SCHOOL TO CONFIRM (not in the spec). */
  minWithdrawalRupees: 200,
  /** How soon staff pay a withdrawal. SCHOOL TO CONFIRM (not in the spec). */
  payoutDays: 7,
  /** The code's prefix; the rest is random (lib/learner/referrals.ts). */
  codePrefix: 'FR',
};

export const referralText = {
  title: 'Refer and Earn',
  description: 'Invite friends to learn French: they save ₹200, you earn ₹200.',
  heading: 'Refer and Earn',
  lead: `Share your code with friends: they get ₹${referral.discountRupees} off their course, and you earn ₹${referral.rewardRupees} when they enrol.`,
  codeLabel: 'Your referral code',
  linkLabel: 'Your share link',
  copy: 'Copy link',
  copied: 'Link copied',
  copyCode: 'Copy code',
  codeCopied: 'Code copied',
  whatsapp: 'Share on WhatsApp',
  whatsappText: (link: string, code: string) =>
    `I am learning French with this school's live classes. Use my code ${code} to get ₹${referral.discountRupees} off your course: ${link}`,
  howHeading: 'How it works',
  steps: [
    {
      title: 'Share your code',
      body: 'Send your code or your link to friends who want to learn French, by WhatsApp or any way you like.',
    },
    {
      title: `Your friend saves ₹${referral.discountRupees}`,
      body: `They enter your code at checkout and ₹${referral.discountRupees} comes off their course fee straight away.`,
    },
    {
      title: `You earn ₹${referral.rewardRupees}`,
      body: `When their payment is confirmed, ₹${referral.rewardRupees} is added to your wallet, once for every friend who enrols.`,
    },
  ],
  rules: [
    'Your own code does not work on your own enrolments.',
    'The reward is credited once per friend’s enrolment, after their payment is confirmed.',
    'If a friend’s enrolment is refunded, its reward is taken back: from your wallet, or from a withdrawal our team has not paid yet.',
    `You can withdraw from ₹${referral.minWithdrawalRupees} to any UPI id; our team pays withdrawals within ${referral.payoutDays} working days.`,
  ],
  walletHeading: 'Wallet',
  balance: 'Balance',
  earned: 'Total earned',
  friends: (n: number) => `${n} ${n === 1 ? 'friend has' : 'friends have'} enrolled with your code`,
  withdraw: 'Withdraw Amount',
  withdrawTitle: 'Withdraw your balance',
  withdrawLead: (amount: string) =>
    `We will send ${amount} to the UPI id you give here. Our team pays withdrawals within ${referral.payoutDays} working days.`,
  upi: 'UPI id',
  upiPlaceholder: 'name@bank',
  submit: 'Request withdrawal',
  submitting: 'Sending…',
  cancel: 'Cancel',
  thanks: 'Your withdrawal request is recorded. Our team will pay it to your UPI id.',
  failed: 'We could not record your request just now. Please try again in a minute.',
  tooLow: `The smallest withdrawal is ₹${referral.minWithdrawalRupees}.`,
  historyHeading: 'Withdrawals',
  requested: 'Requested',
  paid: 'Paid',
};

export const referralMessages = {
  upi: 'Please enter a valid UPI id, like name@bank.',
  unknownCode: 'This referral code is not valid. Check it, or leave the field empty.',
  ownCode: 'Your own referral code cannot be used on your own enrolment.',
  samePhone:
    'This referral code belongs to someone who enrolled with the same phone number, so it cannot be used on this enrolment.',
  applied: (rupees: number) => `Referral code applied: ₹${rupees} off.`,
  codeLabel: 'Referral code (optional)',
  codeHint: `A friend's code gives you ₹${referral.discountRupees} off.`,
  discountRow: (code: string) => `Referral discount (${code})`,
} as const;

/** The preview routes' label (spec §2: components shown with clearly labelled sample data). */
export const previewText = {
  label: 'Component preview with sample data',
  lead: 'This page shows one component of the learner area with made-up sample data, for review. No real learner’s data appears here.',
};

/** The success page's invitation to keep the enrolment in an account. */
export const accountPromptText = {
  heading: 'Follow your course in your dashboard',
  body: 'Create an account from this page and this enrolment joins it: your course, your progress and your certificate in one place.',
  signUp: 'Create an account',
  signedInBody: 'This enrolment is in your dashboard.',
  toDashboard: 'Go to your dashboard',
};

/** Made-up data for the preview routes (never a real learner's). */
export const previewSamples = {
  user: { name: 'Sample Learner', email: 'sample.learner@example.com', staff: false },
  referralCode: 'FRSAMPLE',
  balancePaise: 40000,
  friends: 2,
  certificate: {
    id: 'FSC-SAMPLE0000',
    course: 'French B1 Level (Intermediate Course)',
    percent: 100,
  },
  pages: {
    DashSide: {
      title: 'Dashboard sidebar',
      description: 'Preview of the learner area’s sidebar with sample data.',
    },
    LearningCard: {
      title: 'Learning card',
      description: 'Preview of the dashboard’s learning cards with sample data.',
    },
    DashNav: {
      title: 'Dashboard top bar',
      description: 'Preview of the learner area’s top bar with sample data.',
    },
    ReferralCard: {
      title: 'Referral card',
      description: 'Preview of the dashboard’s referral card with sample data.',
    },
    HowItWorks: {
      title: 'How the referral programme works',
      description: 'The referral programme in three steps.',
    },
    CertificateCard: {
      title: 'Certificate card',
      description: 'Preview of the certificate card with sample data.',
    },
  },
} as const;
