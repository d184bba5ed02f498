import { pageMetadata } from '@/lib/metadata';
import type { Metadata } from 'next';
import { Activity } from 'react';
import { AboutSection } from '@/components/home/about';
import { BelowFold } from '@/components/home/below-fold';
import { benefitIcons, reasonIcons } from '@/components/home/card-icons';
import { CareersSection } from '@/components/home/careers';
import { ContactSection } from '@/components/home/contact-section';
import {
  DeferredChannelStatsSection,
  DeferredContactForm,
  DeferredReasonsSection,
  DeferredWhyChooseUsSection,
} from '@/components/home/lazy-sections';
import { Hero } from '@/components/home/hero';
import { IndustriesSection } from '@/components/home/industries';
import { NumbersSection } from '@/components/home/numbers';
import { ServicesSection } from '@/components/home/services';
import { TestimonialsSection } from '@/components/home/testimonials';
import { site } from '@/content/site';

export const metadata: Metadata = pageMetadata({
  title: null,
  description: site.description,
  path: '/',
});

/*
 * The landing page, in the spec's order (§1, §2). Static: prerendered at build time and never
 * rendered again. Its one figure from the database, 'Upcoming batch details', is read by the
 * browser (components/home/upcoming-starts.tsx): regenerating the page in the background (ISR)
 * took a few hundred milliseconds of the server's one thread at the moment the visitor who set it
 * off asked for the page's stylesheet and scripts, and on a small server that visitor's first
 * frame waited for it (BENCHMARKS.md).
 *
 * Each section is an <Activity>: React hydrates it as a unit of its own, in a task of its own,
 * rather than the whole page in one long task that holds up the first tap (that task was the
 * largest part of the page's Lighthouse TBT: BENCHMARKS.md). Unlike <Suspense>, an Activity has no
 * fallback, so its server HTML is sent in place, never after the page to be moved in by a script
 * (React does that with large Suspense boundaries), and the page reads the same without
 * JavaScript. The sections that need scripts of their own load them, and are hydrated, only when
 * the visitor comes within a screen of them (components/home/lazy-sections.tsx): a visitor who
 * reads the first screen and leaves runs none of that code.
 */
export default function HomePage() {
  return (
    <>
      <Activity>
        <Hero />
      </Activity>
      <Activity>
        <AboutSection />
      </Activity>
      <BelowFold>
        <DeferredReasonsSection icons={reasonIcons} />
      </BelowFold>
      <BelowFold>
        <NumbersSection />
      </BelowFold>
      <BelowFold>
        <ServicesSection />
      </BelowFold>
      <BelowFold>
        <DeferredWhyChooseUsSection icons={benefitIcons} />
      </BelowFold>
      <BelowFold>
        <CareersSection />
      </BelowFold>
      <BelowFold>
        <IndustriesSection />
      </BelowFold>
      <BelowFold>
        <DeferredChannelStatsSection />
      </BelowFold>
      <BelowFold>
        <TestimonialsSection />
      </BelowFold>
      <Activity>
        <ContactSection form={<DeferredContactForm />} />
      </Activity>
    </>
  );
}
