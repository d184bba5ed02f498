'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import type { TestimonialVideo } from '@/content/types';

/**
 * A testimonial's mp4 with controls, its captions track and the spec's fallback text. When the
 * card nears the viewport the captions are turned on (shown over the video) and the poster is
 * set: in the HTML, a poster and a `default` track would both be fetched with the page's first
 * requests, for a card far below the fold. Without JavaScript the captions are in the player's menu.
 */
export function TestimonialVideoPlayer({ media }: { media: TestimonialVideo }) {
  const ref = useRef<HTMLVideoElement>(null);
  const trackRef = useRef<HTMLTrackElement>(null);
  const near = useNear(ref, '400px');
  useEffect(() => {
    const track = trackRef.current?.track;
    if (near && track) track.mode = 'showing';
  }, [near]);
  return (
    <video
      ref={ref}
      controls
      preload="none"
      poster={near ? media.poster : undefined}
      className="absolute inset-0 size-full object-contain"
    >
      <source src={media.url} type="video/mp4" />
      <track
        ref={trackRef}
        kind="captions"
        src={media.captions.src}
        srcLang={media.captions.srcLang}
        label={media.captions.label}
      />
      Your browser does not support the video tag.
    </video>
  );
}

/** True once `ref`'s element has come within `margin` of the viewport; it stays true. */
function useNear(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          io.disconnect();
        }
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, margin, near]);
  return near;
}
