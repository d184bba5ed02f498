import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';

/** The react-hook-form of an account form (spec §5): checked on submit, then again on each change. */
export function useAccountForm<V extends FieldValues>(
  resolver: Resolver<V>,
  defaultValues: DefaultValues<V>,
) {
  return useForm<V>({ resolver, mode: 'onSubmit', reValidateMode: 'onChange', defaultValues });
}
