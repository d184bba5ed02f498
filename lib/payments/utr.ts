// Free of zod and of server code: the transfer form checks a reference in the browser with it.

/** A UPI transaction id (12 digits) or a bank transfer's UTR (up to 22): letters and digits. */
export const UTR_PATTERN = /^[A-Za-z0-9]{6,35}$/;
