import { pageMetadata } from '@/lib/metadata';
import type { Metadata } from 'next';
import { ContactForm } from '@/components/forms/contact-form';
import { ContactSection } from '@/components/home/contact-section';
import { contactSection } from '@/content/contact';

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description: contactSection.intro,
  path: '/ContactUs',
});

export default function ContactUsPage() {
  return <ContactSection headingLevel="h1" form={<ContactForm />} />;
}
