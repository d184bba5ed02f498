/**
 * The launch checklist `npm start` prints (scripts/start.mjs): each value the school sets in
 * content/ that is still unset, with the file where it goes, and the configuration a live site
 * needs. One line per item; an empty list means nothing is missing. README ("Before launch") lists
 * the same items.
 */
import { channel } from '@/content/channel';
import { levelCourses } from '@/content/courses';
import { legalEntity } from '@/content/legal/entity';
import { officeHours } from '@/content/office-hours';
import { channelVideos, watchLessons } from '@/content/practice/videos';
import { site } from '@/content/site';
import { supportUs } from '@/content/support-us';
import type { Env } from '@/lib/env';
import { paymentDetails } from '@/lib/payments/transfer-details';
import { schoolGstin, taxConfig, taxEnv } from '@/lib/tax/config';
import { taxDetails } from '@/content/tax';
import { isSet } from '@/content/school-values';

const unset = (names: [string, unknown][]) => names.filter(([, v]) => !isSet(v)).map(([n]) => n);

export function launchChecklist(
  env: Pick<Env, 'SITE_URL' | 'SMTP_URL' | 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET'> &
    Partial<Pick<Env, 'DATABASE_URL' | 'BACKUP_S3_URL'>>,
  source: Record<string, string | undefined> = process.env,
): string[] {
  const items: string[] = [];
  const group = (what: string, names: string[], where: string) => {
    if (names.length) items.push(`${what} unset (${names.join(', ')}): ${where}`);
  };
  group(
    'Contact lines',
    unset([
      ['phone', site.contact.phone],
      ['whatsapp', site.contact.whatsapp],
      ['email', site.contact.email],
    ]),
    'content/site.ts',
  );
  group('Social profiles', unset(Object.entries(site.social)), 'content/site.ts');
  // The reply to an enquiry names no hour, and the inbox counts whole weekdays, until it is set.
  group('Office hours', unset([['hours', officeHours.hours]]), 'content/office-hours.ts');
  group('YouTube channel address', unset([['url', channel.url]]), 'content/channel.ts');
  group(
    'Grievance officer',
    unset(Object.entries(legalEntity.grievanceOfficer).filter(([k]) => k !== 'title')),
    'content/legal/entity.ts',
  );
  const pay = paymentDetails(source);
  group(
    '/BuyMeCoffee UPI',
    unset([
      ['upiId', supportUs.upiId],
      ['payeeName', supportUs.payeeName],
    ]),
    'content/support-us.ts',
  );
  group(
    'Course demo videos',
    levelCourses.filter((c) => !isSet(c.demoVideoId)).map((c) => c.slug),
    'demoVideoId in content/courses/<slug>.ts',
  );
  const lessons = [...watchLessons, ...channelVideos];
  const noVideo = lessons.filter((l) => !isSet(l.videoId)).length;
  if (noVideo)
    items.push(
      `Practice video ids unset (${noVideo} of ${lessons.length}): content/practice/videos.ts`,
    );

  if (!env.SITE_URL.startsWith('https://'))
    items.push(`SITE_URL is ${env.SITE_URL}: set the site's public https:// address`);
  if (!env.SMTP_URL) items.push('SMTP_URL is unset: no e-mail is sent (lead alerts, receipts)');
  if (!(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) && !pay.upi && !pay.bank)
    items.push(
      'No payment method: set RAZORPAY_KEY_ID and _SECRET, or the UPI id and payee or the bank account (content/checkout.ts or SCHOOL_UPI_ID…, README)',
    );
  // GST (issue 50): unset, the learner gets a receipt and no tax invoice.
  const tax = taxConfig(source);
  if (!tax) {
    group(
      'GST tax details (no tax invoices until set)',
      unset([
        ['GSTIN', schoolGstin(source)],
        ['legalName', source[taxEnv.legalName] || taxDetails.legalName],
        ['registeredAddress', source[taxEnv.registeredAddress] || taxDetails.registeredAddress],
      ]),
      'content/tax.ts or SCHOOL_GSTIN, SCHOOL_LEGAL_NAME, SCHOOL_REGISTERED_ADDRESS (a GSTIN must be valid)',
    );
  } else if (!tax.pricesIncludeGst) {
    items.push(
      'Prices exclusive of GST are not supported by the checkout: each invoice splits the price paid as inclusive of GST (set SCHOOL_PRICES_INCLUDE_GST=1 or raise the prices)',
    );
  }
  if (env.DATABASE_URL?.startsWith('file:') && !env.BACKUP_S3_URL)
    items.push(
      "BACKUP_S3_URL is unset: the daily backups stay on this machine's disk and are lost with it (README, Backups)",
    );
  return items;
}
