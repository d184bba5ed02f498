import Link from 'next/link';
import { ContactSection } from '@/components/home/contact-section';
import { site } from '@/content/site';

export default function HomePage() {
  return (
    <>
      <section className="bg-cream">
        <div className="container-page py-20 text-center">
          <h1 className="font-display text-4xl font-bold text-ink sm:text-6xl">{site.tagline}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted">{site.description}</p>
          <Link
            href="/your-french-level"
            className="mt-8 inline-flex rounded-full bg-brand px-8 py-3 font-semibold text-white hover:bg-brand-dark"
          >
            Explore Our Courses
          </Link>
        </div>
      </section>
      <ContactSection />
    </>
  );
}
