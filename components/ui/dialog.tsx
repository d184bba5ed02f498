'use client';

import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog> element: the page behind is inert, Tab cycles inside,
 * Escape closes, and focus goes back to `returnFocusRef` (or where it was) when it closes.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  returnFocusRef,
  children,
  className = '',
  variant = 'center',
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  returnFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
  className?: string;
  /** 'drawer' slides in from the right at full height (the mobile menu). */
  variant?: 'center' | 'drawer';
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement;
      el.showModal();
      el.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && el.open) {
      el.close();
    }
  }, [open]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const handleClose = () => {
      const target = returnFocusRef?.current ?? (opener.current as HTMLElement | null);
      target?.focus?.();
      onCloseRef.current();
    };
    el.addEventListener('close', handleClose);
    return () => el.removeEventListener('close', handleClose);
  }, [returnFocusRef]);

  const onKeyDown = (e: React.KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab') return;
    const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (e.target === e.currentTarget) {
          const r = e.currentTarget.getBoundingClientRect();
          const inside =
            e.clientX >= r.left &&
            e.clientX <= r.right &&
            e.clientY >= r.top &&
            e.clientY <= r.bottom;
          if (!inside) e.currentTarget.close();
        }
      }}
      className={`${
        variant === 'drawer'
          ? 'fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(88vw,24rem)] translate-x-0 transition-transform duration-300 starting:translate-x-full motion-reduce:transition-none'
          : 'm-auto w-[min(92vw,28rem)] rounded-2xl'
      } bg-white p-0 text-ink shadow-2xl ${className}`}
    >
      {open ? children : null}
    </dialog>
  );
}
