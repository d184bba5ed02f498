'use client';

import { lazy, type ComponentType, type ReactNode } from 'react';

/*
 * The landing page's interactive parts below the first screen, each in a script of its own that
 * loads when the visitor comes within a screen of its section, so a visitor who reads only the
 * first screen loads and runs none of them. Their server HTML is in the page as before, readable
 * and in place, until the script arrives and hydrates it. The page puts each in an <Activity>
 * (app/(site)/page.tsx): React hydrates that section when its lazy component resolves and leaves
 * its server HTML untouched until then; nothing is ever shown in its place (no <Suspense>
 * fallback).
 */

/**
 * Resolves once the element with this id, or the below-the-fold block around it, is within one
 * screen of the viewport (at once on the server, where the section is rendered in full, and where
 * IntersectionObserver is missing or the element is not found). The block rather than the element: inside a content-visibility: auto block the browser
 * skips layout until it comes near, and an element there has no position to observe.
 */
function near(id: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') return resolve();
    const target = element.closest('.below-fold') ?? element;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
  });
}

function deferred<P extends object = object>(
  sectionId: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(() =>
    near(sectionId)
      .then(load)
      .then((component) => ({ default: component })),
  );
  return function Deferred(props: P) {
    return <Lazy {...props} />;
  };
}

export const DeferredReasonsSection = deferred('reasons', () =>
  import('@/components/home/reasons-carousel').then((m) => m.ReasonsSection),
);
export const DeferredWhyChooseUsSection = deferred('why-choose-us', () =>
  import('@/components/home/why-choose-us').then((m) => m.WhyChooseUsSection),
);
export const DeferredChannelStatsSection = deferred('channel-heading', () =>
  import('@/components/home/channel-card').then((m) => m.ChannelStatsSection),
);
export const DeferredContactForm = deferred('contact', () =>
  import('@/components/forms/contact-form').then((m) => m.ContactForm),
);

const LazyTestimonialsCarousel = lazy(() =>
  near('testimonials')
    .then(() => import('@/components/home/testimonials-carousel'))
    .then((m) => ({ default: m.TestimonialsCarousel })),
);
/** The testimonials' controls around the cards, which the server renders and passes as children. */
export function DeferredTestimonialsCarousel(props: { total: number; children: ReactNode }) {
  return <LazyTestimonialsCarousel {...props} />;
}
