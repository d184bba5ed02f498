/** Words of the sign-in, sign-up and password pages, and the learner area's frame (spec §2, §3). */
import { isSet } from '@/content/school-values';
import { contactLine, site } from './site';

export const logInPage = {
  title: 'Log in',
  description: `Log in to your ${site.name} account to continue your course, track your progress and download your certificates.`,
  heading: 'Sign In',
  lead: 'Welcome back. Log in to pick up your course where you left off.',
  email: 'Email',
  password: 'Password',
  remember: 'Keep me signed in',
  rememberHint: 'For 30 days on this device. Leave it unticked on a shared computer.',
  submit: 'Log In',
  submitting: 'Logging in…',
  forgot: 'Forgot password?',
  noAccount: 'New here?',
  signUp: 'Create an account',
  /** One answer for a wrong e-mail, a wrong password and an unknown account. */
  failed: 'That email and password do not match an account. Check them and try again.',
  rateLimited:
    'Too many attempts to log in. For your security, please wait 10 minutes and try again, or reset your password.',
  unavailable: 'We could not log you in just now. Please try again in a minute.',
  oauthRefused:
    'That social account could not be used to log in here. If you already have an account with this email, log in with your password first.',
  passwordReset: 'Your password has been changed. Log in with your new password.',
  signedOut: 'You have been logged out.',
};

export const signUpPage = {
  title: 'Create an account',
  description: `Create your ${site.name} account to enrol in live French courses, follow your lessons and earn your certificate.`,
  heading: 'Create Account',
  lead: 'One account for your courses, recordings, progress and certificates.',
  fullName: 'Full Name',
  email: 'Email',
  password: 'Password',
  passwordHint:
    'At least 8 characters, with an uppercase and a lowercase letter, a number and a symbol. Long passphrases are welcome.',
  confirmPassword: 'Confirm Password',
  submit: 'Create Account',
  submitting: 'Creating your account…',
  termsBefore: 'By creating an account you agree to our ',
  terms: 'Terms and Conditions',
  termsBetween: ' and ',
  privacy: 'Privacy Policy',
  termsAfter: '.',
  haveAccount: 'Already have an account?',
  logIn: 'Log in',
  emailTaken: 'An account with this email already exists. Log in, or reset your password.',
  rateLimited: 'Too many attempts from this connection. Please wait 10 minutes and try again.',
  failed: 'We could not create your account just now. Please try again in a minute.',
  checkFields: 'Please correct the fields above.',
};

export const socialText = {
  divider: 'or continue with',
  google: 'Continue with Google',
  facebook: 'Continue with Facebook',
  failed: 'That sign-in could not start. Please try again.',
};

export const forgotPasswordPage = {
  title: 'Forgot password',
  description: 'Choose a new password for your account with a one-time link sent to your email.',
  heading: 'Forgot your password?',
  lead: 'Enter the email of your account. We will send you a link to choose a new password; it works once, within 30 minutes.',
  email: 'Email',
  submit: 'Send me a link',
  submitting: 'Sending…',
  sentTitle: 'Check your inbox',
  sent: 'If an account uses that email, a link to choose a new password is on its way. It works once, within 30 minutes. Nothing arrived? Check your spam folder, or ask us again in a few minutes.',
  /** When the school has not set up e-mail (no SMTP_URL). */
  noMail:
    'Our team can send you a link to choose a new password. Write to us or call us from the phone number or email of your account, and we will help you within a working day.',
  /** The link to /ContactUs, offered while the school's phone and e-mail lines are unset. */
  contactPage: 'Send us a message from the Contact Us page',
  rateLimited: 'Too many requests. Please wait 10 minutes and try again.',
  failed: 'We could not send the link just now. Please try again in a minute.',
  back: 'Back to log in',
};

export const resetPasswordPage = {
  title: 'Choose a new password',
  description: 'Choose a new password for your account.',
  heading: 'Choose a new password',
  lead: 'Your new password logs you out everywhere else, so only you are signed in.',
  password: 'New password',
  confirmPassword: 'Confirm Password',
  submit: 'Save my new password',
  submitting: 'Saving…',
  invalid:
    'This link has expired or has already been used. Ask for a new one: links work once, within 30 minutes.',
  missing: 'This page needs the link from your email. Ask for a new one below.',
  askAgain: 'Ask for a new link',
  failed: 'We could not save your password just now. Please try again in a minute.',
};

/** The e-mail with the one-time link (lib/auth/password-reset.ts). */
export function passwordResetMail(name: string, link: string) {
  return {
    subject: `Choose a new password for your ${site.name} account`,
    text: [
      `Hello ${name},`,
      '',
      'Someone (we hope you) asked to choose a new password for your account. Open this link to do it:',
      '',
      link,
      '',
      'The link works once, within 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      '',
      `${site.name}`,
      ...[contactLine(' · ')].filter(isSet),
    ].join('\n'),
  };
}

export const forbiddenPage = {
  title: 'Staff only',
  heading: 'This page is for the school’s staff',
  body: 'Your account does not have access to the back office. Your own courses and progress are in your dashboard.',
  dashboard: 'Go to my dashboard',
  home: 'Back to the home page',
};
