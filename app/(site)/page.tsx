import { pageMetadata } from '@/lib/metadata';
import type { Metadata } from 'next';
import { AboutSection } from '@/components/home/about';
import { CareersSection } from '@/components/home/careers';
import { ChannelStatsSection } from '@/components/home/channel-card';
import { ContactSection } from '@/components/home/contact-section';
import { Hero } from '@/components/home/hero';
import { IndustriesSection } from '@/components/home/industries';
import { NumbersSection } from '@/components/home/numbers';
import { ReasonsSection } from '@/components/home/reasons-carousel';
import { ServicesSection } from '@/components/home/services';
import { TestimonialsSection } from '@/components/home/testimonials';
import { WhyChooseUsSection } from '@/components/home/why-choose-us';
import { site } from '@/content/site';

export const metadata: Metadata = pageMetadata({
  title: null,
  description: site.description,
  path: '/',
});

// The landing page, in the spec's order (§1, §2). Static: prerendered at build time.
export default function HomePage() {
  return (
    <>
      <Hero />
      <AboutSection />
      <div className="below-fold">
        <ReasonsSection />
      </div>
      <div className="below-fold">
        <NumbersSection />
      </div>
      <div className="below-fold">
        <ServicesSection />
      </div>
      <div className="below-fold">
        <WhyChooseUsSection />
      </div>
      <div className="below-fold">
        <CareersSection />
      </div>
      <div className="below-fold">
        <IndustriesSection />
      </div>
      <div className="below-fold">
        <ChannelStatsSection />
      </div>
      <div className="below-fold">
        <TestimonialsSection />
      </div>
      <ContactSection />
    </>
  );
}
