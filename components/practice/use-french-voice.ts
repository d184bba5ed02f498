'use client';

import { useCallback, useEffect, useState } from 'react';

export type VoiceStatus = 'checking' | 'ready' | 'none';

/**
 * The browser's French speech synthesis (fr-FR preferred). Voices load late in some browsers,
 * so the status is 'checking' until they arrive or a short wait passes; 'none' means the page
 * must offer the written text instead.
 */
export function useFrenchVoice() {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(null);
  const [status, setStatus] = useState<VoiceStatus>('checking');

  useEffect(() => {
    if (typeof window === 'undefined' || !('speechSynthesis' in window)) {
      const t = setTimeout(() => setStatus('none'), 0);
      return () => clearTimeout(t);
    }
    const synth = window.speechSynthesis;
    const pick = (final: boolean) => {
      const voices = synth.getVoices();
      const french =
        voices.find((v) => v.lang === 'fr-FR') ??
        voices.find((v) => v.lang.toLowerCase().startsWith('fr'));
      if (french) {
        setVoice(french);
        setStatus('ready');
      } else if (final) setStatus('none');
    };
    const onChange = () => pick(false);
    synth.addEventListener('voiceschanged', onChange);
    const soon = setTimeout(() => pick(false), 0);
    const last = setTimeout(() => pick(true), 2000);
    return () => {
      synth.removeEventListener('voiceschanged', onChange);
      clearTimeout(soon);
      clearTimeout(last);
      synth.cancel();
    };
  }, []);

  const speak = useCallback(
    (text: string, rate = 0.9) => {
      if (!voice) return;
      const synth = window.speechSynthesis;
      synth.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      utterance.rate = rate;
      synth.speak(utterance);
    },
    [voice],
  );

  return { status, speak };
}
