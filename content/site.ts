/**
 * The school's identity and contact lines, shown in the header, footer, contact section, legal pages
 * and brochure. Values marked SCHOOL TO CONFIRM are defaults the school must replace with its own
 * before launch: a visitor may act on them (call, write, visit).
 */
export const site = {
  /** SCHOOL TO CONFIRM: the school's public name. */
  name: 'Gurugram French School',
  shortName: 'French School',
  tagline: 'Affordable French, Immersive Culture',
  description:
    'Live French classes in Gurugram and online: CEFR levels A1 to B2, kids and teens batches, DELF, DALF, TEF and TCF exam preparation, corporate training, translation and interpretation.',
  locale: 'en-IN',
  /** Used when SITE_URL is not set (canonical links, sitemap, QR code). */
  defaultUrl: 'http://localhost:3000',
  city: 'Gurugram, Haryana, India',
  contact: {
    /** SCHOOL TO CONFIRM: phone and WhatsApp line (spec: a +91 number). */
    phone: '+91 99999 99999',
    /** Digits only, with country code, for wa.me links. SCHOOL TO CONFIRM. */
    whatsapp: '919999999999',
    /** SCHOOL TO CONFIRM: course-enquiry e-mail. */
    email: 'courses@example.com',
    office: 'Gurugram, Haryana, India',
    mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Gurugram%2C+Haryana%2C+India',
  },
  /** SCHOOL TO CONFIRM: the four social profiles (spec §2 footer). */
  social: {
    instagram: 'https://www.instagram.com/',
    facebook: 'https://www.facebook.com/',
    youtube: 'https://www.youtube.com/',
    whatsapp: 'https://wa.me/919999999999',
  },
  /** First year of the copyright line (spec: '© 2024'). */
  since: 2024,
} as const;

export const whatsappLink = (text?: string) =>
  `https://wa.me/${site.contact.whatsapp}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
