'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import type { CallbackTopic } from '@/content/callback';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

const CallbackDialog = dynamic(() => import('./callback-dialog').then((m) => m.CallbackDialog), {
  ssr: false,
});

type Open = (opts: { course?: string; topic?: CallbackTopic }) => void;
const OpenCallback = createContext<Open | null>(null);

/**
 * Gives every 'Request a callback' button below it one dialog. The dialog's code loads on the
 * first click, so pages do not pay for it up front.
 */
export function CallbackProvider({ children }: { children: ReactNode }) {
  const page = usePathname();
  const [state, setState] = useState<{
    open: boolean;
    course?: string;
    topic?: CallbackTopic;
    used: boolean;
  }>({
    open: false,
    used: false,
  });
  const open = useCallback<Open>(
    ({ course, topic }) => setState({ open: true, course, topic, used: true }),
    [],
  );
  return (
    <OpenCallback.Provider value={open}>
      {children}
      {state.used ? (
        <CallbackDialog
          open={state.open}
          course={state.course}
          topic={state.topic}
          page={page}
          onClose={() => setState((s) => ({ ...s, open: false }))}
        />
      ) : null}
    </OpenCallback.Provider>
  );
}

/**
 * A 'Request a callback' button: a link to /request-a-callback (so it works before the page's
 * JavaScript runs, or without it) that opens the dialog instead once it can.
 */
export function CallbackButton({
  course,
  topic,
  className,
  children,
}: {
  course?: string;
  /** Why the visitor asks (the checkout's payment plan): shown in the dialog and stored. */
  topic?: CallbackTopic;
  className?: string;
  children: ReactNode;
}) {
  const open = useContext(OpenCallback);
  return (
    <a
      href={callbackHref(course, topic)}
      aria-haspopup="dialog"
      onClick={(e) => {
        if (!open || e.metaKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        open({ course, topic });
      }}
      className={className}
    >
      {children}
    </a>
  );
}

function callbackHref(course?: string, topic?: CallbackTopic): string {
  const q = new URLSearchParams();
  if (course) q.set('course', course);
  if (topic) q.set('topic', topic);
  const qs = q.toString();
  return `/request-a-callback${qs ? `?${qs}` : ''}`;
}
