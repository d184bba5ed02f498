// The page a checkout ends on (the enrolment's status, receipt and next steps), built here only:
// the payment handlers' `next`, the browser's fallback, the payment step's redirect once paid and
// the receipt e-mail's link. Pure, so client components import it too.

/** `/payment-sucessfull?ref=<reference>` (the path's spelling is the live site's). */
export const successPath = (reference: string) =>
  `/payment-sucessfull?ref=${encodeURIComponent(reference)}`;
