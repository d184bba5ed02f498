'use client';

import { useId, type ReactNode, type RefObject } from 'react';
import { buttonClass } from './button';
import { Dialog } from './dialog';

/**
 * A form in a modal dialog: the panel (scrolling within the viewport) with a round × button in
 * its corner. `children` gets the id the dialog is labelled by, for the form's heading.
 */
export function FormDialog({
  open,
  onClose,
  closeLabel,
  returnFocusRef,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The × button's accessible name. */
  closeLabel: string;
  returnFocusRef?: RefObject<HTMLElement | null>;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={headingId}
      returnFocusRef={returnFocusRef}
      className="w-[min(94vw,32rem)]"
    >
      <div className="relative max-h-[90dvh] overflow-y-auto p-5 sm:p-6">
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="absolute top-3 right-3 grid size-10 place-items-center rounded-full text-2xl leading-none text-slate-600 hover:bg-slate-100"
        >
          <span aria-hidden="true">×</span>
        </button>
        {children(headingId)}
      </div>
    </Dialog>
  );
}

/** A form's last step's Close button, shown only in a dialog (when there is `onClose`). */
export function DoneCloseButton({
  onClose,
  label,
  className,
}: {
  onClose?: () => void;
  label: string;
  /** The button's classes beside the primary look. */
  className: string;
}) {
  return onClose ? (
    <button type="button" onClick={onClose} className={buttonClass('primary', className)}>
      {label}
    </button>
  ) : null;
}
