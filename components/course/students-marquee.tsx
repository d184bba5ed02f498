'use client';

import { Pause, Play } from 'lucide-react';
import Image from 'next/image';
import { useState } from 'react';
import { ToggleButton } from '@/components/ui/toggle-button';
import type { StudentShowcase } from '@/content/courses/types';
import { coursePageText as t } from '@/content/courses/page-text';

function Card({ s, hidden }: { s: StudentShowcase; hidden?: boolean }) {
  return (
    <li
      aria-hidden={hidden || undefined}
      className="mr-4 flex w-64 shrink-0 items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      {s.image ? (
        <Image
          src={s.image}
          alt=""
          width={48}
          height={48}
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
      <span>
        <span className="block font-semibold text-ink">{s.name}</span>
        <span className="block text-sm text-muted">{s.description}</span>
      </span>
    </li>
  );
}

/**
 * 'Our Students' (spec §2): a looping, scrolling row with a pause control. With reduced motion it
 * stands still and scrolls by hand; the copy that makes the loop seamless is hidden from assistive
 * technology.
 */
export function StudentsMarquee({ students }: { students: StudentShowcase[] }) {
  const [paused, setPaused] = useState(false);
  return (
    <div className="relative">
      <div className="overflow-hidden motion-reduce:overflow-x-auto">
        <ul
          className="flex w-max py-2 [animation:marquee_45s_linear_infinite] hover:[animation-play-state:paused] motion-reduce:[animation:none]"
          style={paused ? { animationPlayState: 'paused' } : undefined}
        >
          {students.map((s) => (
            <Card key={s.name} s={s} />
          ))}
          {students.map((s) => (
            <Card key={`${s.name}-copy`} s={s} hidden />
          ))}
        </ul>
      </div>
      <ToggleButton
        pressed={paused}
        onToggle={() => setPaused((p) => !p)}
        label={paused ? t.studentsPlay : t.studentsPause}
        icon={paused ? Play : Pause}
        className="mt-3 ml-auto flex size-11 items-center justify-center rounded-full bg-white text-brand shadow ring-1 ring-slate-200 motion-reduce:hidden"
      />
    </div>
  );
}
