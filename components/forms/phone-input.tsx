'use client';

import { useState, type Ref } from 'react';
import { inputClass } from '@/components/ui/field';
import { countries, DEFAULT_COUNTRY_CODE } from '@/content/countries';
import { defaultCountry, findCountry, formatPhoneNumber, sanitizePhoneInput } from '@/lib/phone';

/**
 * A phone number by the spec §5 rules: a country code (default +91) and digits only, cut to the
 * country's maximum. Its value is "+CC digits", or '' while no digit is typed, which the shared
 * schema checks like the callback form's.
 */
export function PhoneInput({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  inputRef,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [chosen, setChosen] = useState(DEFAULT_COUNTRY_CODE);
  const m = /^(\+\d{1,3}) (\d*)$/.exec(value);
  const code = m ? m[1]! : chosen;
  const digits = m ? m[2]! : '';
  const country = findCountry(code) ?? defaultCountry;
  const emit = (c: string, d: string) =>
    onChange(d ? formatPhoneNumber(findCountry(c) ?? defaultCountry, d) : '');

  return (
    <div className="flex gap-2">
      <select
        aria-label="Country code"
        value={code}
        onChange={(e) => {
          const c = e.target.value;
          setChosen(c);
          emit(c, sanitizePhoneInput(digits, findCountry(c) ?? defaultCountry));
        }}
        className={`${inputClass(false).replace('w-full', 'w-32')} shrink-0`}
      >
        <CountryOptions />
      </select>
      {/* The national number beside its country code: autocomplete's tel-national belongs to
          text inputs (HTML's autofill rules; the Nu checker holds the site to them), and
          inputMode gives phones their keypad. */}
      <input
        id={id}
        ref={inputRef}
        type="text"
        inputMode="tel"
        autoComplete="tel-national"
        value={digits}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onBlur={onBlur}
        onChange={(e) => emit(code, sanitizePhoneInput(e.target.value, country))}
        className={`${inputClass(invalid)} min-w-0 flex-1`}
      />
    </div>
  );
}

/** The country codes of the spec §5 table as a select's options ("+91 India"). */
export function CountryOptions() {
  return countries.map((c) => (
    <option key={c.code} value={c.code}>
      {c.code} {c.name}
    </option>
  ));
}
