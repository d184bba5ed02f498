import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';

/**
 * The react-hook-form of a learner dialog (DialogForm): checked on Submit, and checked again only on
 * the next Submit (typing clears a field's error where the dialog says so). The focus stays on
 * Submit unless `focusError`.
 */
export function useDialogForm<V extends FieldValues, Checked extends FieldValues = V>(
  resolver: Resolver<V, unknown, Checked>,
  defaultValues: DefaultValues<V>,
  { focusError = false }: { focusError?: boolean } = {},
) {
  return useForm<V, unknown, Checked>({
    resolver,
    reValidateMode: 'onSubmit',
    ...(focusError ? {} : { shouldFocusError: false }),
    defaultValues,
  });
}
