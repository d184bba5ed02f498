import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';

/**
 * Runs react-hook-form's submit (the resolver, the errors shown, the first one focused unless the
 * form says not to) and gives the valid values, or null when there were errors. For a form whose
 * sending is done by someone else (components/learner/dialog-form.tsx).
 */
export async function validValues<V extends FieldValues>(
  handleSubmit: UseFormHandleSubmit<V>,
): Promise<V | null> {
  let valid: V | null = null;
  await handleSubmit((values) => {
    valid = values;
  })();
  return valid;
}
