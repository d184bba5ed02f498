'use client';

/**
 * One run of the readiness check, for an exam and a level: its questions by skill, then the score
 * by section and what to take next.
 */
import { CallbackButton } from '@/components/course/callback-button';
import { buttonClass } from '@/components/ui/button';
import { RouteLink } from '@/components/ui/route-link';
import { ArrowRight, Info, RotateCcw } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import type { CourseSlug } from '@/content/course-catalogue';
import {
  readinessItems,
  readinessPage as t,
  type ExamLevel,
  type ReadinessExam,
} from '@/content/practice/readiness';
import { checkItems, nextStep, scoreReadiness, unanswered } from '@/lib/practice/readiness';
import { AnswerReview, PaperQuestion, usePaperAnswers } from './paper-question';
import { NoVoiceNote } from './recording';
import type { VoiceStatus } from './use-french-voice';
import { SectionScores } from './section-scores';
import { panelClass } from './panel';
import { useFocusWhen } from '@/components/ui/use-focus-when';

type Voice = { status: VoiceStatus; speak: (text: string) => void };
export type Prices = Partial<Record<CourseSlug, ReactNode>>;

export function Check({
  exam,
  level,
  voice,
  prices,
  onRestart,
  onChange,
}: {
  exam: ReadinessExam;
  level: ExamLevel;
  voice: Voice;
  prices: Prices;
  onRestart: () => void;
  onChange: () => void;
}) {
  const id = useId();
  const groups = checkItems(readinessItems, exam, level);
  const items = groups.flatMap((g) => g.items);
  const { answers, answerProps } = usePaperAnswers(id);
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState(false);
  const resultRef = useFocusWhen<HTMLHeadingElement>(done);
  const label = `${exam.name} ${level}`;

  if (done) {
    const result = scoreReadiness(readinessItems, exam, level, answers);
    const verdict = t.verdicts[result.verdict];
    const step = nextStep(exam, level, result.verdict);
    return (
      <section aria-labelledby={`${id}-result`} className={panelClass}>
        <h2
          id={`${id}-result`}
          ref={resultRef}
          tabIndex={-1}
          className="scroll-mt-40 font-display text-2xl font-bold text-brand outline-none sm:text-3xl"
        >
          {label} readiness: {result.correct} / {result.total} ({result.percent}%)
        </h2>
        <p className="mt-3 text-lg">
          <strong>{verdict.label}.</strong> {verdict.text}
        </p>
        <SectionScores
          className="mt-5 max-w-xl"
          rows={result.sections.map((s) => ({
            key: s.id,
            name: s.name,
            correct: s.correct,
            total: s.total,
            weak: s.id === result.weak?.id,
          }))}
        />
        <p className="mt-4 text-lg font-semibold">
          {result.weak ? t.weakSection(result.weak.name) : t.noWeakSection}
        </p>

        <div className="mt-6 rounded-2xl bg-cream p-5 sm:p-6">
          <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">
            {t.next.heading}
          </h3>
          {step.kind === 'mock-test' ? (
            <>
              <p className="mt-2 leading-relaxed">{t.next.mock}</p>
              <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
                <ArrowCallback
                  course={step.course}
                  className="px-6 py-2"
                  label={t.next.mockButton}
                />
                {step.practicePaper ? (
                  <RouteLink
                    href="/delf-dalf-mock-tests#practice-papers"
                    className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4"
                  >
                    {t.next.paperLink}
                  </RouteLink>
                ) : null}
              </div>
            </>
          ) : step.kind === 'course' ? (
            <>
              <p className="mt-1 font-display text-xl font-bold">{step.title}</p>
              <p className="mt-2 leading-relaxed">
                {step.course === 'exam-focus' ? t.next.focus : t.next.level}
              </p>
              <div className="mt-3">{prices[step.course]}</div>
              <RouteLink href={step.href} className={buttonClass('primary', 'mt-4 px-6 py-2')}>
                {t.next.courseLink}
                <span className="sr-only">: {step.title}</span>
                <ArrowRight aria-hidden="true" className="size-5" />
              </RouteLink>
            </>
          ) : (
            <>
              <p className="mt-1 font-display text-xl font-bold">{step.title}</p>
              <p className="mt-2 leading-relaxed">{t.next.coaching}</p>
              <ArrowCallback
                course={step.course}
                className="mt-4 px-6 py-2"
                label={t.next.callbackButton}
              />
            </>
          )}
        </div>

        <p className="mt-5 flex gap-2 rounded-xl bg-amber-50 p-3 text-sm leading-relaxed text-amber-950 ring-1 ring-amber-200">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t.indicative}</span>
        </p>

        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" onClick={onRestart} className={buttonClass('outline', 'px-6')}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t.tryAgain}
          </button>
          <button type="button" onClick={onChange} className={buttonClass('outline', 'px-6')}>
            {t.changeExam}
          </button>
          <RouteLink
            href={exam.formatHref}
            className="inline-flex min-h-11 items-center px-2 font-semibold text-brand underline underline-offset-4"
          >
            {t.formatLink}
            <span className="sr-only">: {exam.name}</span>
          </RouteLink>
        </div>

        <h3 className="mt-8 font-semibold">{t.answersHeading}</h3>
        <AnswerReview
          items={items}
          answers={answers}
          verdict={(item, _given, right) => (
            <>
              {right ? 'Right: ' : 'Not quite. The answer is '}
              <span lang="fr">{sentence(item.options[item.answer]!)}</span>
            </>
          )}
        />
      </section>
    );
  }

  const left = unanswered(items, answers);
  let number = 0;
  return (
    <form
      aria-labelledby={`${id}-h`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (left.length > 0) {
          setTried(true);
          document.getElementById(`${id}-${left[0]!.id}`)?.focus();
          return;
        }
        setDone(true);
      }}
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id={`${id}-h`} className="font-display text-2xl font-bold text-brand sm:text-3xl">
        {label} readiness check
      </h2>
      <p className="mt-2 leading-relaxed text-muted">
        {items.length} questions in the order of the exam’s sections. Listening recordings are read
        by your browser’s French voice; the transcript is there if you need it.
      </p>
      <NoVoiceNote status={voice.status} text={t.noVoice} />
      {groups.map(({ section, items: sectionItems }) => (
        <section key={section.id} aria-labelledby={`${id}-s-${section.id}`} className="mt-8">
          <h3 id={`${id}-s-${section.id}`} className="text-lg font-bold">
            {section.name}
          </h3>
          <div className="mt-3 grid gap-5">
            {sectionItems.map((item) => {
              number++;
              return (
                <PaperQuestion
                  key={item.id}
                  className="rounded-2xl p-3 ring-1 ring-slate-200 sm:p-4"
                  item={item}
                  number={number}
                  voice={voice}
                  headingId={`${id}-${item.id}`}
                  legendPrefix={`Question ${number} of ${items.length}.`}
                  {...answerProps(item.id)}
                />
              );
            })}
          </div>
        </section>
      ))}
      <p role="alert" className="mt-6 min-h-5 text-sm font-semibold text-red-700">
        {tried && left.length > 0 ? t.missing(left.length) : null}
      </p>
      <button type="submit" className={buttonClass('primary', 'mt-2 px-8 py-3')}>
        {t.submit}
        <ArrowRight aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}

/** An option as the end of a sentence: one closing mark, never a doubled one. */
function sentence(option: string): string {
  const text = option.replace(/\s*[.:]$/, '');
  return /[?!…»]$/.test(text) ? text : `${text}.`;
}

/** A next step's 'call me' button: the course's callback, with an arrow after its label. */
function ArrowCallback({
  course,
  className,
  label,
}: {
  course: ComponentProps<typeof CallbackButton>['course'];
  className: string;
  label: string;
}) {
  return (
    <CallbackButton course={course} className={buttonClass('primary', className)}>
      {label}
      <ArrowRight aria-hidden="true" className="size-5" />
    </CallbackButton>
  );
}
