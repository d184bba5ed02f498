import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { FieldErrors } from './submit';

const own = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

/** A field react-hook-form does not hold (a file input): how to show its error and focus it. */
export type OtherField = { show: (message: string) => void; focus: () => void };

/**
 * Puts the server's field errors under their fields (react-hook-form's `setError`, type 'server')
 * and focuses the first one placed. `names` maps a server field name to the form's field (a map),
 * or lists the form's fields when the names are the same (a list, whose order then wins over the
 * server's); `others` are fields outside react-hook-form, placed in the same order. Fields the
 * form does not show are skipped. Returns whether any error was placed: when none was, the form
 * shows its general failure instead. `focus: false` places them without moving focus (the learner
 * dialogs, whose failure stays where the learner is).
 */
export function applyFieldErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  fields: FieldErrors | undefined,
  names: readonly FieldPath<V>[] | Partial<Record<string, FieldPath<V>>>,
  others: Record<string, OtherField> = {},
  { focus = true }: { focus?: boolean } = {},
): boolean {
  if (!fields) return false;
  const keys = Array.isArray(names) ? names.filter((n) => fields[n]) : Object.keys(fields);
  let placed = false;
  for (const key of keys) {
    const message = fields[key]!;
    const name = Array.isArray(names)
      ? (key as FieldPath<V>)
      : own(names, key)
        ? (names as Partial<Record<string, FieldPath<V>>>)[key]
        : undefined;
    if (name) {
      setError(name, { type: 'server', message }, { shouldFocus: focus && !placed });
    } else if (own(others, key)) {
      others[key]!.show(message);
      if (focus && !placed) others[key]!.focus();
    } else continue;
    placed = true;
  }
  return placed;
}
