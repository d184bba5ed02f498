import { X } from 'lucide-react';

/** A side drawer's top bar: its 'Menu' title (`titleId` labels the dialog) and its close button. */
export function DrawerHeader({
  titleId,
  closeLabel,
  onClose,
}: {
  titleId: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <div className="flex items-center justify-between border-b border-slate-200 p-4">
      <h2 id={titleId} className="font-display text-xl font-bold text-brand">
        Menu
      </h2>
      <button
        type="button"
        onClick={onClose}
        data-autofocus
        className="grid size-11 place-items-center rounded-full hover:bg-brand-light"
      >
        <X aria-hidden="true" className="size-6" />
        <span className="sr-only">{closeLabel}</span>
      </button>
    </div>
  );
}
