import type { Metadata } from 'next';
import { ProgrammePage } from '@/components/course/programme-page';
import { programmes } from '@/content/courses';
import { pageMetadata } from '@/lib/metadata';

/**
 * What a programme route exports (/FrenchAdultPage, /FrenchKidsPage, /FocusFrenchCourse): its
 * metadata and its static page, both from content/courses/programmes.ts.
 */
export function programmeRoute(href: string) {
  const found = programmes.find((p) => p.href === href);
  if (!found) throw new Error(`no programme at ${href}`);
  const programme = { ...found, href };
  const metadata: Metadata = pageMetadata({
    title: programme.title,
    description: programme.summary,
    path: href,
  });
  function Page() {
    return <ProgrammePage programme={programme} />;
  }
  return { metadata, Page };
}
