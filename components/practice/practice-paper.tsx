'use client';

import { buttonClass } from '@/components/ui/button';
import { ArrowRight, Clock } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { examFormatsIntro } from '@/content/practice/exam-formats';
import { CallbackButton } from '@/components/course/callback-button';
import { bookMockTestCourse } from '@/content/practice/courses';
import { paperText, practicePapers, type PracticePaper } from '@/content/practice/papers';
import type { CefrCode } from '@/content/practice/types';
import { formatClock, scorePaper, weakestSection } from '@/lib/practice/paper';
import { AnswerReview, PaperQuestion, usePaperAnswers } from './paper-question';
import { NoVoiceNote } from './recording';
import { useFrenchVoice, type VoiceStatus } from './use-french-voice';
import { SectionScores } from './section-scores';
import { panelClass } from './panel';

/** Level picker and the chosen DELF practice paper. */
export function PracticePapers() {
  const [level, setLevel] = useState<CefrCode>('A1');
  const paper = practicePapers.find((p) => p.level === level)!;
  const voice = useFrenchVoice();
  return (
    <div className="grid gap-6">
      <div role="group" aria-label="Choose the paper’s level" className="flex flex-wrap gap-2">
        {practicePapers.map((p) => (
          <button
            key={p.level}
            type="button"
            aria-pressed={p.level === level}
            onClick={() => setLevel(p.level)}
            className={buttonClass(p.level === level ? 'primary' : 'outline', 'px-5 py-2')}
          >
            DELF {p.level}
          </button>
        ))}
      </div>
      <Paper key={level} paper={paper} voice={voice} />
    </div>
  );
}

type Phase =
  { name: 'ready' } | { name: 'running'; deadline: number } | { name: 'done'; timeUp: boolean };

function Paper({
  paper,
  voice,
}: {
  paper: PracticePaper;
  voice: { status: VoiceStatus; speak: (text: string) => void };
}) {
  const id = useId();
  const [phase, setPhase] = useState<Phase>({ name: 'ready' });
  const [now, setNow] = useState(0);
  const { answers, answerProps } = usePaperAnswers(id);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const startRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (phase.name !== 'running') return;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      if (t >= phase.deadline) setPhase({ name: 'done', timeUp: true });
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [phase]);

  useEffect(() => {
    if (phase.name === 'done') resultRef.current?.focus();
    if (phase.name === 'running') startRef.current?.focus();
  }, [phase.name]);

  const label = `DELF ${paper.level} practice paper`;

  if (phase.name === 'ready')
    return (
      <section aria-labelledby={`${id}-h`} className={panelClass}>
        <h3 id={`${id}-h`} className="font-display text-2xl font-bold">
          {label}
        </h3>
        <p className="mt-2 leading-relaxed text-muted">
          {paper.items.length} questions: listening, then reading. You have {paper.minutes} minutes;
          the clock starts when you press Start, and the paper is marked when the time is up.
        </p>
        <button
          type="button"
          onClick={() => {
            const t = Date.now();
            setNow(t);
            setPhase({ name: 'running', deadline: t + paper.minutes * 60_000 });
          }}
          className={buttonClass('primary', 'mt-5 px-8 py-3')}
        >
          Start the {paper.level} paper
          <ArrowRight aria-hidden="true" className="size-5" />
        </button>
      </section>
    );

  if (phase.name === 'done') {
    const score = scorePaper(paper.items, answers);
    const weak = weakestSection(score.sections);
    return (
      <section aria-labelledby={`${id}-score`} className={panelClass}>
        {phase.timeUp ? (
          <p className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
            Time is up: your paper was marked with the answers you had given.
          </p>
        ) : null}
        <h3
          id={`${id}-score`}
          ref={resultRef}
          tabIndex={-1}
          className="scroll-mt-40 font-display text-2xl font-bold text-brand outline-none sm:text-3xl"
        >
          {label}: {score.correct} / {score.total} ({score.percent}%)
        </h3>
        <SectionScores
          className="mt-4 max-w-md"
          rows={score.sections.map((s) => ({
            key: s.section,
            name: paperText.sections[s.section],
            correct: s.correct,
            total: s.total,
          }))}
        />
        <p className="mt-4">
          {weak
            ? `Work on ${paperText.sections[weak.section].toLowerCase()} first: it is your weaker section in this paper.`
            : 'Every answer right: try the next level, or a full mock test with writing and speaking.'}{' '}
          In the real exam, each section is worth 25 marks and you need 50 out of 100.
        </p>
        <div className="mt-6 rounded-2xl bg-cream p-5">
          <p className="leading-relaxed">{examFormatsIntro.bookMockNote}</p>
          <CallbackButton
            course={bookMockTestCourse}
            className={buttonClass('primary', 'mt-4 px-6 py-2')}
          >
            {examFormatsIntro.bookMock}
            <ArrowRight aria-hidden="true" className="size-5" />
          </CallbackButton>
        </div>
        <h4 className="mt-8 font-semibold">Your answers</h4>
        <AnswerReview
          items={paper.items}
          answers={answers}
          verdict={(item, given, right) => (
            <>
              {right ? 'Right: ' : given === undefined ? 'No answer. ' : 'Not quite. '}
              {right ? null : 'The answer is '}
              <span lang="fr">{item.options[item.answer]!.replace(/\.$/, '')}</span>.
            </>
          )}
        />
      </section>
    );
  }

  const left = phase.deadline - now;
  const bySection = (['listening', 'reading'] as const).map((section) => ({
    section,
    items: paper.items.filter((i) => i.skill === section),
  }));
  let number = 0;
  return (
    <form
      aria-labelledby={`${id}-run`}
      onSubmit={(e) => {
        e.preventDefault();
        setPhase({ name: 'done', timeUp: false });
      }}
      className={panelClass}
    >
      <div className="sticky top-32 z-10 -mx-2 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white/95 px-2 py-2">
        <h3
          id={`${id}-run`}
          ref={startRef}
          tabIndex={-1}
          className="scroll-mt-40 font-display text-xl font-bold text-brand outline-none"
        >
          {label}
        </h3>
        <p className="inline-flex items-center gap-2 rounded-full bg-cream px-3 py-1 font-semibold tabular-nums">
          <Clock aria-hidden="true" className="size-4" />
          <span role="timer" aria-label="Time left">
            {formatClock(left)}
          </span>
        </p>
      </div>
      <NoVoiceNote status={voice.status} text={paperText.noVoice} />
      {bySection.map(({ section, items }) => (
        <section key={section} aria-labelledby={`${id}-${section}`} className="mt-6">
          <h4 id={`${id}-${section}`} className="text-lg font-bold">
            {paperText.sections[section]}
          </h4>
          <div className="mt-3 grid gap-6">
            {items.map((item) => {
              number++;
              return (
                <PaperQuestion
                  key={item.id}
                  className="rounded-2xl p-4 ring-1 ring-slate-200"
                  item={item}
                  number={number}
                  voice={voice}
                  legendPrefix={`Question ${number}.`}
                  {...answerProps(item.id)}
                />
              );
            })}
          </div>
        </section>
      ))}
      <button type="submit" className={buttonClass('primary', 'mt-6 px-8 py-3')}>
        Finish and see my score
      </button>
    </form>
  );
}
