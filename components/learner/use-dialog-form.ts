import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { applyFieldErrors } from '@/lib/forms/field-errors';

/**
 * The react-hook-form of a learner dialog (DialogForm): checked on Submit, and checked again only on
 * the next Submit (typing clears a field's error where the dialog says so). The focus stays on
 * Submit unless `focusError`. `dialog` is DialogForm's side of it: the server's refusals shown
 * under `fields` (the focus staying on Submit), the errors cleared when the dialog closes.
 */
export function useDialogForm<V extends FieldValues, Checked extends FieldValues = V>(
  resolver: Resolver<V, unknown, Checked>,
  defaultValues: DefaultValues<V>,
  { focusError = false, fields = [] }: { focusError?: boolean; fields?: FieldPath<V>[] } = {},
) {
  const form = useForm<V, unknown, Checked>({
    resolver,
    reValidateMode: 'onSubmit',
    ...(focusError ? {} : { shouldFocusError: false }),
    defaultValues,
  });
  const dialog = {
    onFieldErrors: (refused: Record<string, string>) =>
      applyFieldErrors(form.setError, refused, fields, {}, { focus: false }),
    onClose: () => form.clearErrors(),
  };
  return { ...form, dialog };
}
