import type { Metadata } from 'next';
import { Download } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { Disclosure } from '@/components/ui/disclosure';
import { RouteLink } from '@/components/ui/route-link';
import { levelCourses } from '@/content/courses';
import { finderText as t } from '@/content/courses/finder-text';
import { curriculumPdfPath } from '@/lib/pdf/file-name';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: t.curriculumTitle,
  description: t.curriculumDescription,
  path: '/course-curriculum',
});

// /course-curriculum: every level's curriculum week by week (details/summary: no JavaScript needed)
export default function CourseCurriculumPage() {
  return (
    <>
      <section className="bg-cream px-4 py-12 sm:py-16">
        <div className="mx-auto max-w-5xl">
          <h1 className="font-display text-4xl font-bold text-brand sm:text-5xl">
            {t.curriculumTitle}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-ink">{t.curriculumIntro}</p>
          <nav aria-label="Levels" className="mt-6 flex flex-wrap gap-2">
            {levelCourses.map((c) => (
              <a key={c.slug} href={`#${c.slug}`} className={buttonClass('outline', 'py-2')}>
                {c.level}
              </a>
            ))}
          </nav>
        </div>
      </section>
      {levelCourses.map((c, i) => (
        <section
          key={c.slug}
          id={c.slug}
          aria-labelledby={`${c.slug}-title`}
          className={`scroll-mt-28 px-4 py-12 ${i % 2 ? 'bg-cream' : 'bg-white'}`}
        >
          <div className="mx-auto max-w-5xl">
            <p className="text-sm font-semibold tracking-wide text-brand uppercase">
              {c.heading} · {t.weeks(c.curriculum.length)}
            </p>
            <h2 id={`${c.slug}-title`} className="mt-1 font-display text-3xl font-bold text-ink">
              {c.courseName}
            </h2>
            <p className="mt-2 max-w-3xl text-muted">{c.summary}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <a
                href={curriculumPdfPath(c.slug)}
                download
                className={buttonClass('primary', 'py-2')}
              >
                <Download aria-hidden="true" className="size-5" />
                {t.downloadPdf(c.level)}
              </a>
              <RouteLink href={c.href} className={buttonClass('outline', 'py-2')}>
                {t.coursePage(c.level)}
              </RouteLink>
            </div>
            <div className="mt-6 grid gap-3">
              {c.curriculum.map((w) => (
                <Disclosure key={w.title} summary={w.title}>
                  <p className="mt-3 text-ink">
                    <strong>Outcome: </strong>
                    {w.learningOutcomes}
                  </p>
                  <div className="mt-3 grid gap-4 md:grid-cols-3">
                    {(
                      [
                        ['Lessons', w.lessons],
                        ['Also this week', w.details],
                        ['Activities', w.activities],
                      ] as const
                    ).map(([label, items]) => (
                      <div key={label}>
                        <h3 className="text-sm font-semibold text-muted">{label}</h3>
                        <ul className="mt-1 list-disc pl-5 text-sm text-ink">
                          {items.map((x) => (
                            <li key={x}>{x}</li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                </Disclosure>
              ))}
            </div>
          </div>
        </section>
      ))}
    </>
  );
}
