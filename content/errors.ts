/** Words of the error page shown when a page fails to render (app/(site)/error.tsx, global-error.tsx). */
export const errorPage = {
  title: 'Sorry, this page could not be shown',
  body: 'Something went wrong on our side while preparing this page. It is not something you did. Please try again in a moment.',
  tryAgain: 'Try again',
  home: 'Go to the home page',
  /** Followed by the phone number (a WhatsApp link) from `site.contact`. */
  help: 'If it keeps happening, call or WhatsApp us and we will help you straight away:',
  /** Instead of `help` while the phone line is unset and the e-mail is set; followed by it. */
  helpByMail: 'If it keeps happening, write to us and we will help you:',
  callLabel: 'Call',
  whatsappLabel: 'WhatsApp',
  /** Followed by the request's id (X-Request-Id), which the server log's lines about it carry. */
  requestReference: 'Quote this reference to the school:',
  /** Followed by the error's digest, which matches the server log (when the request id is unknown). */
  reference: 'Error reference (quote it if you contact us):',
};
