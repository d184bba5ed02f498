import { Listbox } from '@/components/ui/listbox';
import { FieldError, fieldAria, inputClass, labelClass } from '@/components/ui/field';
import { callbackText as t } from '@/content/callback';
import { countries, DEFAULT_COUNTRY_CODE } from '@/content/countries';
import { findCountry } from '@/lib/phone';

const codes = countries.map((c) => c.code);
const countryOf = (code: string) => findCountry(code) ?? findCountry(DEFAULT_COUNTRY_CODE)!;

/**
 * The callback request's phone number: the country code (a listbox with flags, typeahead by
 * country name) beside the national number, under one label (spec §5). `id` is the form's id
 * prefix; `inputId` the number's field id, which its error and aria attributes hang on.
 */
export function CallbackPhone({
  id,
  inputId,
  countryCode,
  digits,
  digitsRef,
  error,
  onCountry,
  onDigits,
}: {
  id: string;
  inputId: string;
  countryCode: string;
  digits: string;
  /** The number's input, for the form to focus it (react-hook-form's ref). */
  digitsRef?: React.Ref<HTMLInputElement>;
  error?: string;
  onCountry: (code: string) => void;
  onDigits: (text: string) => void;
}) {
  return (
    <div className="sm:col-span-2">
      <span id={`${id}-phone-label`} className={labelClass(!!error)}>
        {t.phone}
      </span>
      <div className="flex gap-2">
        <span id={`${id}-country-label`} className="sr-only">
          {t.country}
        </span>
        <Listbox
          options={codes}
          value={countryCode}
          onChange={onCountry}
          labelId={`${id}-country-label`}
          placeholder={t.country}
          className="w-32 shrink-0"
          listClassName="w-72"
          valueLabel={(code) => `${countryOf(code).flag} ${code}`}
          optionLabel={(code) => {
            const c = countryOf(code);
            return (
              <span>
                <span aria-hidden="true">{c.flag}</span> {c.name}{' '}
                <span className="text-slate-600">{c.code}</span>
              </span>
            );
          }}
          typeaheadText={(code) => countryOf(code).name}
        />
        <input
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          aria-labelledby={`${id}-phone-label`}
          ref={digitsRef}
          value={digits}
          onChange={(e) => onDigits(e.target.value)}
          className={inputClass(!!error)}
          {...fieldAria(inputId, error)}
        />
      </div>
      <FieldError id={`${inputId}-error`} message={error} />
    </div>
  );
}
