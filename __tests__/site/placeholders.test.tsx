/**
 * Issue 21: a value the school has not set is never shown as if it were real. With the default
 * content/, no page, JSON-LD, legal text or message carries a placeholder phone, e-mail, social
 * link, UPI id, bank account or video id, and the lines that would hold one are left out whole.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import BuyMeCoffeePage from '@/app/(site)/BuyMeCoffee/page';
import ContactUsPage from '@/app/(site)/ContactUs/page';
import PrivacyPolicyPage from '@/app/(site)/privacy-policy/page';
import RefundPolicyPage from '@/app/(site)/RefundPolicy/page';
import TermsPage from '@/app/(site)/t&c/page';
import WatchPracticePage from '@/app/(site)/WatchPractice/page';
import YtPage from '@/app/(site)/Yt/page';
import { CoursePage } from '@/components/course/course-page';
import { ContactSection } from '@/components/home/contact-section';
import { SendFailure } from '@/components/forms/send-failure';
import { ErrorView } from '@/components/layout/error-view';
import { SiteFooter } from '@/components/layout/footer';
import { VideoLesson } from '@/components/practice/video-lesson';
import { channel } from '@/content/channel';
import { levelCourses } from '@/content/courses';
import { legalEntity } from '@/content/legal/entity';
import { watchLessons } from '@/content/practice/videos';
import { reachUs, site } from '@/content/site';
import { supportUs } from '@/content/support-us';
import { contactSection } from '@/content/contact';
import { RATE_LIMITED_MESSAGE, UNAVAILABLE_MESSAGE } from '@/lib/api/errors';
import { launchChecklist } from '@/lib/launch-checklist';
import { isSet } from '@/content/school-values';
import { organizationLd } from '@/lib/structured-data';
import { importedCohorts, offerOf } from '@/__tests__/support/cohorts';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({
    push: jest.fn(),
    replace: jest.fn(),
    refresh: jest.fn(),
    prefetch: jest.fn(),
  }),
  useSearchParams: () => new URLSearchParams(),
}));

// d3-geo ships ES modules only; the map has no school value in it.
jest.mock('@/components/course/world-map', () => ({ WorldMap: () => null }));

afterEach(() => jest.restoreAllMocks());

/** The placeholders content/ held before issue 21 (and any like them). */
const PLACEHOLDERS = [
  /\+91 99999 99999/,
  /9999999999/,
  /courses@example\.com/,
  /privacy@example\.com/,
  /000000000000/,
  /XXXX0000000/,
  /SCHOOLTBC/,
  /SCHOOL_TO_CONFIRM/,
  /@upi\b/,
  /Your bank, Gurugram branch/,
  /https:\/\/www\.(instagram|facebook|youtube)\.com\/"/,
];

async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

const text = (markup: string) =>
  markup
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'");

function expectNoPlaceholder(what: string, s: string, rendered = true) {
  for (const p of PLACEHOLDERS) expect([what, s.match(p)?.[0] ?? null]).toEqual([what, null]);
  // nothing unset printed as a word ('Questions: null'), in the text a visitor reads
  if (rendered)
    expect([what, text(s).match(/\b(null|undefined)\b/)?.[0] ?? null]).toEqual([what, null]);
}

describe('with the default content/', () => {
  it('every value the school sets is unset, so the site shows none of them', () => {
    expect(site.contact.phone).toBeNull();
    expect(site.contact.whatsapp).toBeNull();
    expect(site.contact.email).toBeNull();
    expect(Object.values(site.social).filter(isSet)).toEqual([]);
    expect(channel.url).toBeNull();
    expect(legalEntity.grievanceOfficer.email).toBeNull();
    expect(supportUs.upiId).toBeNull();
  });

  it('no source file of the site holds a placeholder', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = path.join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.(ts|tsx|mjs|md)$/.test(name)) files.push(p);
      }
    };
    for (const dir of ['app', 'components', 'content', 'lib']) walk(path.join(process.cwd(), dir));
    expect(files.length).toBeGreaterThan(100);
    for (const f of files)
      expectNoPlaceholder(path.relative(process.cwd(), f), readFileSync(f, 'utf8'), false);
  });

  it('the footer has no social list, no phone, WhatsApp or e-mail line, and keeps the office', async () => {
    const footer = await html(await SiteFooter());
    expectNoPlaceholder('footer', footer);
    expect(footer).not.toContain('aria-label="Social media"');
    expect(footer).not.toMatch(/href="(tel:|mailto:|https:\/\/wa\.me)/);
    expect(footer).toContain(site.contact.office);
    // no empty list item or icon left behind
    expect(footer).not.toMatch(/<li[^>]*>\s*<\/li>|<a [^>]*href=""/);
  });

  it('the contact section shows the office line only, and the contact form', async () => {
    const page = await html(<ContactUsPage />);
    expectNoPlaceholder('/ContactUs', page);
    expect(page).not.toContain(contactSection.phoneLabel);
    expect(page).not.toContain(contactSection.emailLabel);
    expect(page).toContain(contactSection.officeLabel);
  });

  it('the course pages have no demo player, no phone or e-mail line, and offer a callback', async () => {
    // Each page with no cohort on sale, and with one (Cohort 13's rows, moved to 2027).
    const onSale = (course: string) =>
      offerOf({
        ...importedCohorts.b1,
        course,
        startDate: '2027-01-04',
        endDate: '2027-03-27',
        enrolUntil: '2027-01-04',
        tiers: [{ pricePaise: 1_999_900, lastDay: '2026-12-31' }],
      });
    for (const [course, cohort] of levelCourses.flatMap((c) => [
      [c, null] as const,
      [c, onSale(c.slug)] as const,
    ])) {
      const page = await html(
        <CoursePage course={course} cohort={cohort} layout="b1" serverNow={Date.now()} />,
      );
      expectNoPlaceholder(course.slug, page);
      expect(page).not.toContain('id="demo"');
      expect(page).not.toMatch(/youtube|ytimg/);
      expect(page).not.toMatch(/href="(tel:|mailto:|https:\/\/wa\.me)/);
      expect(page).toContain('href="/request-a-callback?course=');
    }
  });

  it('/WatchPractice and /Yt show the lessons and exercises without a player or a Subscribe link', async () => {
    for (const [name, page] of [
      ['/WatchPractice', await html(<WatchPracticePage />)],
      ['/Yt', await html(<YtPage />)],
    ] as const) {
      expectNoPlaceholder(name, page);
      expect([name, page.match(/Play the video/)?.[0] ?? null]).toEqual([name, null]);
      expect(page).not.toMatch(/Subscribe(?!rs)/i);
    }
    // each lesson still reads: title, summary and exercise
    const lesson = await html(<VideoLesson lesson={watchLessons[0]!} />);
    expect(lesson).toContain(watchLessons[0]!.title);
    expect(lesson).toContain(`Exercise: ${watchLessons[0]!.title}`);
  });

  it('/BuyMeCoffee offers no UPI code or link, and says so', async () => {
    const page = await html(await BuyMeCoffeePage());
    expectNoPlaceholder('/BuyMeCoffee', page);
    expect(page).not.toMatch(/upi:\/\/|UPI QR code/);
    expect(page).toContain(supportUs.notOpen.heading);
  });

  it('the legal pages send requests to what is set: the contact page while nothing is', async () => {
    for (const [name, node] of [
      ['privacy', <PrivacyPolicyPage key="p" />],
      ['terms', <TermsPage key="t" />],
      ['refund', <RefundPolicyPage key="r" />],
    ] as const) {
      const page = await html(node);
      expectNoPlaceholder(name, page);
      expect(page).toContain('Contact Us page');
    }
  });

  it('the JSON-LD has no e-mail, telephone or sameAs', () => {
    const ld = organizationLd();
    expectNoPlaceholder('organization JSON-LD', JSON.stringify(ld));
    expect(ld).not.toHaveProperty('email');
    expect(ld).not.toHaveProperty('telephone');
    expect(ld).not.toHaveProperty('sameAs');
  });

  it('messages that point to the phone end without it', async () => {
    for (const m of [RATE_LIMITED_MESSAGE, UNAVAILABLE_MESSAGE]) {
      expectNoPlaceholder('lead message', m);
      expect(m).toContain(reachUs());
    }
    const failure = await html(
      <SendFailure
        tone="error"
        text="Sorry, it failed. Please try again, or reach us directly on"
      />,
    );
    expect(text(failure).trim()).toBe('Sorry, it failed. Please try again.');
    const error = await html(<ErrorView error={new Error('x')} retry={() => {}} />);
    expectNoPlaceholder('error view', error);
    expect(error).not.toMatch(/href="(tel:|mailto:|https:\/\/wa\.me)/);
  });

  it('the launch checklist lists each unset value with its file, and the live configuration', () => {
    const items = launchChecklist({ SITE_URL: 'http://localhost:3000' }, {});
    const all = items.join('\n');
    for (const f of [
      'content/site.ts',
      'content/office-hours.ts',
      'content/channel.ts',
      'content/legal/entity.ts',
      'content/support-us.ts',
      'content/checkout.ts',
      'content/practice/videos.ts',
      'content/courses/<slug>.ts',
    ])
      expect(all).toContain(f);
    expect(all).toMatch(/^SITE_URL/m);
    expect(all).toMatch(/^SMTP_URL/m);
    expect(all).toMatch(/^No payment method/m);
    // Razorpay, or the transfer details from the environment, is a payment method
    const withUpi = launchChecklist(
      { SITE_URL: 'https://school.test', SMTP_URL: 'smtp://mail.test' },
      { SCHOOL_UPI_ID: 'school@okaxis', SCHOOL_UPI_PAYEE: 'The School' },
    ).join('\n');
    expect(withUpi).not.toMatch(/SITE_URL|SMTP_URL|No payment method/);
    expect(
      launchChecklist(
        { SITE_URL: 'https://school.test', RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' },
        {},
      ).join('\n'),
    ).not.toMatch(/No payment method/);
  });
});

describe('once the school sets them', () => {
  it('the footer and the JSON-LD show the lines and profiles that are set, and only those', async () => {
    jest.replaceProperty(site.contact, 'phone', '+91 12345 67890');
    jest.replaceProperty(site.contact, 'whatsapp', '911234567890');
    jest.replaceProperty(site.social, 'instagram', 'https://www.instagram.com/test.school');
    const footer = await html(await SiteFooter());
    expect(footer).toContain('href="tel:+911234567890"');
    expect(footer).toContain('href="https://wa.me/911234567890"');
    expect(footer).toContain('href="https://www.instagram.com/test.school"');
    expect(footer).not.toMatch(/Facebook|YouTube \(opens/);
    expect(footer).not.toContain('mailto:');
    const ld = organizationLd();
    expect(ld).toMatchObject({
      telephone: '+91 12345 67890',
      sameAs: ['https://www.instagram.com/test.school'],
    });
    expect(ld).not.toHaveProperty('email');
    expect(reachUs()).toBe('call or WhatsApp us on +91 12345 67890');
  });

  it('a lesson with a video id has its click-to-load player', async () => {
    const lesson = { ...watchLessons[0]!, videoId: 'dQw4w9WgXcQ' };
    expect(await html(<VideoLesson lesson={lesson} />)).toContain('Play the video');
  });

  it('the contact section shows the phone and e-mail lines', async () => {
    jest.replaceProperty(site.contact, 'phone', '+91 12345 67890');
    jest.replaceProperty(site.contact, 'whatsapp', '911234567890');
    jest.replaceProperty(site.contact, 'email', 'school@test.invalid');
    const page = await html(<ContactSection form={null} />);
    expect(page).toContain('+91 12345 67890');
    expect(page).toContain('href="mailto:school@test.invalid"');
  });
});
