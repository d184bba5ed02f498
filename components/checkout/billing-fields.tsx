import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, hintedAria, inputClass } from '@/components/ui/field';
import { taxText as t } from '@/content/tax';
import { gstStates } from '@/lib/tax/states';

type Registered = { id: string; error?: string; field: UseFormRegisterReturn };

/**
 * The buyer's details for the tax invoice (shown only while the school is GST registered): the
 * billing address, the state (a list of India's states and territories with their GST codes) and
 * an optional company GSTIN. The server checks each again (lib/tax/billing.ts).
 */
export function BillingFields({
  address,
  state,
  gstin,
}: {
  address: Registered;
  state: Registered;
  gstin: Registered;
}) {
  return (
    <>
      <Field
        id={address.id}
        label={t.billingAddress}
        hint={t.billingAddressHint}
        error={address.error}
        className="sm:col-span-2"
      >
        <input
          autoComplete="street-address"
          maxLength={300}
          className={inputClass(!!address.error)}
          {...hintedAria(address.id, address.error)}
          {...address.field}
        />
      </Field>
      <Field id={state.id} label={t.billingState} hint={t.billingStateHint} error={state.error}>
        <select
          className={`${inputClass(!!state.error)} bg-white`}
          {...hintedAria(state.id, state.error)}
          {...state.field}
        >
          <option value="">{t.chooseState}</option>
          {gstStates.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={gstin.id} label={t.billingGstin} hint={t.billingGstinHint} error={gstin.error}>
        <input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          className={`${inputClass(!!gstin.error)} uppercase`}
          {...hintedAria(gstin.id, gstin.error)}
          {...gstin.field}
        />
      </Field>
    </>
  );
}
