import type { Metadata } from 'next';
import { ContactSection } from '@/components/home/contact-section';
import { contactSection } from '@/content/contact';

export const metadata: Metadata = {
  title: 'Contact Us',
  description: contactSection.intro,
  alternates: { canonical: '/ContactUs' },
};

export default function ContactUsPage() {
  return <ContactSection headingLevel="h1" />;
}
