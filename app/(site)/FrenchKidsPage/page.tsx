import type { Metadata } from 'next';
import { ProgrammePage } from '@/components/course/programme-page';
import { programmes } from '@/content/courses';
import { pageMetadata } from '@/lib/metadata';

const programme = programmes.find((p) => p.href === '/FrenchKidsPage')!;

export const metadata: Metadata = pageMetadata({
  title: programme.title,
  description: programme.summary,
  path: '/FrenchKidsPage',
});

// /FrenchKidsPage: a programme page (spec §1, §2 Services), from content/courses/programmes.ts
export default function Page() {
  return <ProgrammePage programme={{ ...programme, href: '/FrenchKidsPage' }} />;
}
