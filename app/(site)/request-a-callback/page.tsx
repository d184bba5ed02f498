import type { Metadata } from 'next';
import { Check } from 'lucide-react';
import { CallbackForm } from '@/components/course/callback-form';
import { callbackPage, callbackTopics, type CallbackTopic } from '@/content/callback';
import { courseSlugs } from '@/content/course-catalogue';
import { contentMetadata } from '@/lib/metadata';

export const metadata: Metadata = contentMetadata(callbackPage, '/request-a-callback');

// /request-a-callback[?course=<slug>]: the callback form as a page, for links from e-mails and ads
export default async function RequestCallbackPage({
  searchParams,
}: {
  searchParams: Promise<{ course?: string | string[]; topic?: string | string[] }>;
}) {
  const { course, topic } = await searchParams;
  const chosenTopic =
    typeof topic === 'string' && topic in callbackTopics ? (topic as CallbackTopic) : undefined;
  const chosen =
    typeof course === 'string' && (courseSlugs as readonly string[]).includes(course) ? course : '';
  return (
    <section className="bg-cream px-4 py-12 sm:py-16">
      <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-[1fr_1.1fr] lg:items-start">
        <div>
          <h1 className="font-display text-4xl font-bold text-brand sm:text-5xl">
            {callbackPage.heading}
          </h1>
          <p className="mt-4 text-lg text-ink">{callbackPage.lead}</p>
          <ul className="mt-6 grid gap-3">
            {callbackPage.points.map((p) => (
              <li key={p} className="flex items-start gap-3 text-ink">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                {p}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <CallbackForm
            course={chosen}
            topic={chosenTopic}
            page="/request-a-callback"
            coursePicker
            headingId="callback-form-title"
          />
        </div>
      </div>
    </section>
  );
}
