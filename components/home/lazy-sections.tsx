'use client';

import { lazy, type ComponentType, type ReactNode } from 'react';

/*
 * The landing page's interactive parts below the first screen, each in a script of its own that
 * loads once hydration reaches it, so the page loads only the first screen's scripts before it
 * paints. Their server HTML is in the page as before, readable and in place, until the script
 * arrives and hydrates it. The page puts each in an <Activity> (app/(site)/page.tsx), so only that
 * section's hydration waits for its script, and nothing is ever shown in its place (no <Suspense>
 * fallback).
 */

/**
 * A function component around a lazy one: a page, a server component, can name a client function,
 * not a lazy value.
 */
function deferred<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Deferred(props: P) {
    return <Lazy {...props} />;
  };
}

export const DeferredReasonsSection = deferred(() =>
  import('@/components/home/reasons-carousel').then((m) => m.ReasonsSection),
);
export const DeferredWhyChooseUsSection = deferred(() =>
  import('@/components/home/why-choose-us').then((m) => m.WhyChooseUsSection),
);
export const DeferredChannelStatsSection = deferred(() =>
  import('@/components/home/channel-card').then((m) => m.ChannelStatsSection),
);
export const DeferredContactForm = deferred(() =>
  import('@/components/forms/contact-form').then((m) => m.ContactForm),
);

const LazyTestimonialsCarousel = lazy(() =>
  import('@/components/home/testimonials-carousel').then((m) => ({
    default: m.TestimonialsCarousel,
  })),
);
/** The testimonials' controls around the cards, which the server renders and passes as children. */
export function DeferredTestimonialsCarousel(props: { total: number; children: ReactNode }) {
  return <LazyTestimonialsCarousel {...props} />;
}
