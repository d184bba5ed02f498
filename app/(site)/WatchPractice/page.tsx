import { contentMetadata } from '@/lib/metadata';
import type { Metadata } from 'next';
import { ShieldCheck } from 'lucide-react';
import { PracticePage } from '@/components/pages/practice-page';
import { VideoLesson } from '@/components/practice/video-lesson';
import { RouteLink } from '@/components/ui/route-link';
import { watchLessons, watchPage as t } from '@/content/practice/videos';
import { isSet } from '@/content/school-values';

const path = '/WatchPractice';

export const metadata: Metadata = contentMetadata(t, path);

// No VideoObject: its upload dates and thumbnails would be guesses until the school confirms the
// videos (content/practice/videos.ts). The page's exercises are a learning resource either way.
// Lessons whose video id is unset show no player; the lead and the privacy note follow suit.
const anyVideo = watchLessons.some((l) => isSet(l.videoId));

export default function WatchPracticePage() {
  return (
    <PracticePage
      path={path}
      page={t}
      heading={t.heading}
      lead={anyVideo ? t.lead : t.leadWithoutVideos}
      intro={
        <>
          {anyVideo ? (
            <p className="mt-4 flex gap-2 text-sm leading-relaxed text-muted">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
              <span>{t.privacy}</span>
            </p>
          ) : null}
          <nav aria-label="Lessons on this page" className="mt-5">
            <ul className="flex flex-wrap gap-2">
              {watchLessons.map((l) => (
                <li key={l.id}>
                  <a
                    href={`#${l.id}`}
                    className="inline-flex min-h-11 items-center rounded-xl bg-cream px-4 py-1 text-sm font-semibold text-ink ring-1 ring-ink/10 hover:ring-brand"
                  >
                    {l.level} · {l.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </>
      }
    >
      <div className="mt-10 grid gap-8">
        {watchLessons.map((lesson) => (
          <VideoLesson key={lesson.id} lesson={lesson} />
        ))}
      </div>
      <p className="mt-10 text-muted">
        More on{' '}
        <RouteLink href="/Yt" className="font-semibold text-brand underline underline-offset-4">
          our YouTube channel
        </RouteLink>
        , or test yourself with the{' '}
        <RouteLink href="/Quiz" className="font-semibold text-brand underline underline-offset-4">
          level quizzes
        </RouteLink>
        .
      </p>
    </PracticePage>
  );
}
