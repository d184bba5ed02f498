'use client';

import { buttonClass } from '@/components/ui/button';
import { Volume2 } from 'lucide-react';
import type { VoiceStatus } from './use-french-voice';

/**
 * A listening item's recording: read aloud by the browser's French voice, with the transcript
 * always one click away (and the only way in where the browser has no French voice).
 */
export function Recording({
  text,
  number,
  voice,
}: {
  /** The French the voice reads. */
  text: string;
  /** Names the button and the transcript: "Play recording 2". */
  number: number;
  voice: { status: VoiceStatus; speak: (text: string) => void };
}) {
  return (
    <div className="mb-4 grid justify-items-start gap-2">
      <button
        type="button"
        disabled={voice.status !== 'ready'}
        onClick={() => voice.speak(text)}
        className={buttonClass('outline', 'px-4 py-1 text-sm disabled:opacity-60')}
      >
        <Volume2 aria-hidden="true" className="size-4" />
        Play recording {number}
      </button>
      <details className="w-full">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand">
          Transcript of recording {number}
        </summary>
        <p lang="fr" className="mt-2 rounded-lg bg-cream p-3 leading-relaxed">
          {text}
        </p>
      </details>
    </div>
  );
}

/** Said above a paper's questions when the browser has no French voice to read its recordings. */
export function NoVoiceNote({ status, text }: { status: VoiceStatus; text: string }) {
  return status === 'none' ? (
    <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
      {text}
    </p>
  ) : null;
}
