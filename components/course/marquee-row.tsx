'use client';

import { Pause, Play } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ToggleButton } from '@/components/ui/toggle-button';

/** The moving row of StudentsMarquee (its items come from the server) and its pause button. */
export function MarqueeRow({
  pauseLabel,
  playLabel,
  children,
}: {
  pauseLabel: string;
  playLabel: string;
  children: ReactNode;
}) {
  const [paused, setPaused] = useState(false);
  return (
    <div className="relative">
      <div className="overflow-hidden motion-reduce:overflow-x-auto">
        <ul
          className="flex w-max py-2 [animation:marquee_45s_linear_infinite] hover:[animation-play-state:paused] motion-reduce:[animation:none]"
          style={paused ? { animationPlayState: 'paused' } : undefined}
        >
          {children}
        </ul>
      </div>
      <ToggleButton
        pressed={paused}
        onToggle={() => setPaused((p) => !p)}
        label={paused ? playLabel : pauseLabel}
        icon={paused ? Play : Pause}
        className="mt-3 ml-auto flex size-11 items-center justify-center rounded-full bg-white text-brand shadow ring-1 ring-slate-200 motion-reduce:hidden"
      />
    </div>
  );
}
