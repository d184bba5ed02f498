import { site } from '@/content/site';

/**
 * The legal identity behind the website, used by the privacy policy and the terms and conditions.
 * Every value here is a default the school must confirm or replace before launch: visitors rely on
 * them to exercise their rights under the Digital Personal Data Protection Act, 2023.
 */
export const legalEntity: {
  legalName: string;
  grievanceOfficer: { title: string; email: string | null; postalAddress: string | null };
  responseDays: number;
  jurisdiction: string;
} = {
  // SCHOOL TO CONFIRM: the exact legal name of the person, firm or company that runs the school
  // (as it appears on invoices and registrations). Defaults to the public name.
  legalName: `${site.name}`,
  grievanceOfficer: {
    // SCHOOL TO CONFIRM: the title of the person who answers privacy requests and grievances.
    title: 'Grievance Officer',
    // SCHOOL SETS: a monitored mailbox for privacy requests and grievances. Until it or the postal
    // address is set, the privacy policy sends requests to the contact form of /ContactUs.
    email: null,
    // SCHOOL SETS: the full postal address where written requests can be sent.
    postalAddress: null,
  },
  // SCHOOL TO CONFIRM: the number of days within which requests and grievances are answered.
  responseDays: 30,
  // SCHOOL TO CONFIRM: the city whose courts have jurisdiction under the terms and conditions.
  jurisdiction: 'Gurugram, Haryana',
};
