'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { OpenChevron } from './open-chevron';

/**
 * A select-only combobox (WAI-ARIA APG pattern): opens on click, Enter, Space or the arrow keys;
 * arrows, Home and End move; typing a letter jumps; Enter or Space picks; Escape, Tab or a click
 * outside closes. The list is at most ~10rem tall (spec §9).
 */
export function Listbox({
  options,
  value,
  onChange,
  onBlur,
  labelId,
  placeholder,
  invalid,
  describedBy,
  buttonRef,
  name,
  optionLabel = (v) => v,
  valueLabel = optionLabel,
  typeaheadText = (v) => v,
  className = '',
  listClassName = 'w-full',
}: {
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  labelId: string;
  placeholder: string;
  invalid?: boolean;
  describedBy?: string;
  buttonRef?: (el: HTMLDivElement | null) => void;
  name?: string;
  /** How an option reads in the list (default: its value). */
  optionLabel?: (value: string) => ReactNode;
  /** How the chosen value reads on the button (default: as in the list). */
  valueLabel?: (value: string) => ReactNode;
  /** The text a typed letter matches (default: the value), e.g. a country's name. */
  typeaheadText?: (value: string) => string;
  className?: string;
  listClassName?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(() => Math.max(0, options.indexOf(value)));
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    listRef.current
      ?.querySelector<HTMLElement>(`[data-index="${active}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const openList = () => {
    setActive(Math.max(0, options.indexOf(value)));
    setOpen(true);
  };
  const pick = (i: number) => {
    const v = options[i];
    if (v !== undefined) onChange(v);
    setOpen(false);
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    const last = options.length - 1;
    if (!open) {
      if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(e.key)) {
        e.preventDefault();
        openList();
      }
      return;
    }
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        setActive((a) => Math.min(last, a + 1));
        break;
      case 'ArrowUp':
        e.preventDefault();
        setActive((a) => Math.max(0, a - 1));
        break;
      case 'Home':
        e.preventDefault();
        setActive(0);
        break;
      case 'End':
        e.preventDefault();
        setActive(last);
        break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        pick(active);
        break;
      case 'Escape':
        // Close the list only, not a dialog around it.
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        if (e.key.length === 1 && /\S/.test(e.key)) {
          const k = e.key.toLowerCase();
          const order = [...options.keys()].map((n) => (active + 1 + n) % options.length);
          const hit = order.find((n) => typeaheadText(options[n]!).toLowerCase().startsWith(k));
          if (hit !== undefined) setActive(hit);
        }
    }
  };

  return (
    <div ref={rootRef} className={`relative ${className}`}>
      <div
        ref={buttonRef}
        role="combobox"
        tabIndex={0}
        aria-labelledby={labelId}
        aria-controls={listId}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-activedescendant={open ? `${id}-opt-${active}` : undefined}
        data-name={name}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onKeyDown}
        onBlur={(e) => {
          if (!rootRef.current?.contains(e.relatedTarget as Node)) {
            setOpen(false);
            onBlur?.();
          }
        }}
        className={`flex min-h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-lg border bg-white px-3 py-2 text-left ${
          invalid ? 'border-red-600' : 'border-slate-300'
        } focus-visible:border-brand`}
      >
        <span className={value ? '' : 'text-slate-500'}>
          {value ? valueLabel(value) : placeholder}
        </span>
        <OpenChevron open={open} className="size-5 shrink-0" />
      </div>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        tabIndex={-1}
        hidden={!open}
        className={`absolute z-20 mt-1 max-h-40 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg ${listClassName}`}
      >
        {options.map((opt, i) => (
          <li
            key={opt}
            id={`${id}-opt-${i}`}
            data-index={i}
            role="option"
            aria-selected={opt === value}
            onPointerMove={() => setActive(i)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(i)}
            className={`flex cursor-pointer items-center justify-between px-3 py-2 text-sm ${
              i === active ? 'bg-brand-light text-ink' : ''
            }`}
          >
            {optionLabel(opt)}
            {opt === value ? <Check aria-hidden="true" className="size-4 text-brand" /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
