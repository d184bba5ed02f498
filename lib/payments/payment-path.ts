// The checkout's payment step, built here only: the details form's `next` after its POST, a
// reminder link's resume, the dashboard's and the success page's "finish paying" links, and the
// old /detail-verification?ref= address's redirect. Pure, so client components import it too.

/** The payment step's route; its one parameter is `ref` (as the success page's). */
export const PAYMENT_STEP = '/detail-verification/payment';

/** `/detail-verification/payment?ref=<reference>`. */
export const paymentPath = (reference: string) =>
  `${PAYMENT_STEP}?ref=${encodeURIComponent(reference)}`;
