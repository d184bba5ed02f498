import { getImageProps } from 'next/image';
import { TitleAndText } from '@/components/ui/title-and-text';
import type { StudentShowcase } from '@/content/courses/types';
import { coursePageText as t } from '@/content/courses/page-text';
import { MarqueeRow } from './marquee-row';

function Card({ s, hidden }: { s: StudentShowcase; hidden?: boolean }) {
  return (
    <li
      aria-hidden={hidden || undefined}
      className="mr-4 flex w-64 shrink-0 items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      {s.image ? (
        // next/image's props (resized by its optimizer) on a plain <img>: the row is server HTML,
        // so next/image's client code stays out of the course pages' scripts.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          {...getImageProps({ src: s.image, alt: '', width: 48, height: 48 }).props}
          alt=""
          className="size-12 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-light font-display text-xl font-bold text-brand"
        >
          {s.name.charAt(0)}
        </span>
      )}
      <TitleAndText title={s.name} text={s.description} />
    </li>
  );
}

/**
 * 'Our Students' (spec §2): a looping, scrolling row with a pause control. With reduced motion it
 * stands still and scrolls by hand; the copy that makes the loop seamless is hidden from assistive
 * technology. The cards are server HTML; only the pause control runs in the browser.
 */
export function StudentsMarquee({ students }: { students: StudentShowcase[] }) {
  return (
    <MarqueeRow pauseLabel={t.studentsPause} playLabel={t.studentsPlay}>
      {students.map((s) => (
        <Card key={s.name} s={s} />
      ))}
      {students.map((s) => (
        <Card key={`${s.name}-copy`} s={s} hidden />
      ))}
    </MarqueeRow>
  );
}
