import { contentMetadata } from '@/lib/metadata';
import type { Metadata } from 'next';
import { ArrowRight } from 'lucide-react';
import { ChannelStatsSection } from '@/components/home/channel-card';
import { PracticeResourceLd } from '@/components/pages/practice-page';
import { VideoLesson } from '@/components/practice/video-lesson';
import { buttonClass } from '@/components/ui/button';
import { RouteLink } from '@/components/ui/route-link';
import { channel } from '@/content/channel';
import { channelPage as t, channelVideos, watchPage } from '@/content/practice/videos';
import { isSet } from '@/content/school-values';

const path = '/Yt';

export const metadata: Metadata = contentMetadata(t, path);

// Leads with the channel's statistics (fallback figures in the HTML, live ones fetched from
// /api/getYoutubeData after load) and the subscribe link; then videos with their exercises.
export default function YtPage() {
  return (
    <>
      <PracticeResourceLd page={t} path={path} />
      <ChannelStatsSection
        headingLevel={1}
        text={isSet(channel.url) ? t.lead : t.leadWithoutLink}
        className="pt-10 sm:pt-14"
      />
      <div className="container-page max-w-4xl py-12 sm:py-16">
        <section aria-labelledby="videos-h">
          <h2 id="videos-h" className="font-display text-2xl font-bold text-ink sm:text-3xl">
            {t.videosHeading}
          </h2>
          {channelVideos.some((l) => isSet(l.videoId)) ? (
            <p className="mt-2 max-w-3xl text-sm leading-relaxed text-muted">{watchPage.privacy}</p>
          ) : null}
          <div className="mt-6 grid gap-8">
            {channelVideos.map((lesson) => (
              <VideoLesson key={lesson.id} lesson={lesson} headingLevel={3} />
            ))}
          </div>
        </section>
        <section aria-labelledby="more-h" className="mt-10 rounded-3xl bg-cream p-6 sm:p-8">
          <h2 id="more-h" className="font-display text-2xl font-bold">
            {t.moreHeading}
          </h2>
          <p className="mt-2 leading-relaxed">{t.moreText}</p>
          <RouteLink href="/WatchPractice" className={buttonClass('primary', 'mt-4 px-6 py-2')}>
            {t.moreLink}
            <ArrowRight aria-hidden="true" className="size-5" />
          </RouteLink>
        </section>
      </div>
    </>
  );
}
