'use client';

import dynamic from 'next/dynamic';
import { useRef, useState, type ReactNode } from 'react';

const loadDialog = () => import('./waitlist-dialog');
const WaitlistDialog = dynamic(() => loadDialog().then((m) => m.WaitlistDialog), { ssr: false });

/**
 * 'Join the waitlist' (issue 24): a button that opens the waitlist dialog for `course` (a level
 * course's slug: a1, a2, b1, b2), with `slot` (0-4, content/courses-overview.ts batches.slots)
 * preselected as the preferred batch slot when given. Self-contained: it needs no provider, so a
 * server component can render it anywhere. The dialog's code loads on the first click (fetched
 * early when the pointer or focus reaches the button), so pages do not pay for it up front.
 */
export function WaitlistButton({
  course,
  slot,
  className,
  children,
}: {
  course: string;
  slot?: number;
  className?: string;
  children: ReactNode;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState({ open: false, used: false });
  const preload = () => void loadDialog().catch(() => {});
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setState({ open: true, used: true })}
        className={className}
      >
        {children}
      </button>
      {state.used ? (
        <WaitlistDialog
          open={state.open}
          course={course}
          slot={slot}
          returnFocusRef={button}
          onClose={() => setState((s) => ({ ...s, open: false }))}
        />
      ) : null}
    </>
  );
}
