'use client';

import { lazy } from 'react';

/*
 * The landing page's interactive parts below the first screen, each in a script of its own that
 * loads once hydration reaches it, so the page loads only the first screen's scripts before it
 * paints. Their server HTML is in the page as before, readable and in place, until the script
 * arrives and hydrates it. The page puts each in an <Activity> (app/(site)/page.tsx), so only that
 * section's hydration waits for its script, and nothing is ever shown in its place (no <Suspense>
 * fallback). Each export is a function around the lazy component: a page, a server component,
 * can name a client function, not a lazy value.
 */
const Reasons = lazy(() =>
  import('@/components/home/reasons-carousel').then((m) => ({ default: m.ReasonsSection })),
);
const WhyChooseUs = lazy(() =>
  import('@/components/home/why-choose-us').then((m) => ({ default: m.WhyChooseUsSection })),
);
const ChannelStats = lazy(() =>
  import('@/components/home/channel-card').then((m) => ({ default: m.ChannelStatsSection })),
);
const Testimonials = lazy(() =>
  import('@/components/home/testimonials').then((m) => ({ default: m.TestimonialsSection })),
);
const Contact = lazy(() =>
  import('@/components/forms/contact-form').then((m) => ({ default: m.ContactForm })),
);

export function DeferredReasonsSection() {
  return <Reasons />;
}
export function DeferredWhyChooseUsSection() {
  return <WhyChooseUs />;
}
export function DeferredChannelStatsSection() {
  return <ChannelStats />;
}
export function DeferredTestimonialsSection() {
  return <Testimonials />;
}
export function DeferredContactForm() {
  return <Contact />;
}
