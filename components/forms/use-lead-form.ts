import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';

/** The react-hook-form of a lead form (spec §5): a field is checked once it has been left. */
export function useLeadForm<V extends FieldValues>(
  resolver: Resolver<V>,
  defaultValues: DefaultValues<V>,
) {
  return useForm<V>({ resolver, mode: 'onTouched', defaultValues });
}
