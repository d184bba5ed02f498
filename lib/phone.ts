import { countries, DEFAULT_COUNTRY_CODE, type Country } from '@/content/countries';

/** @see spec §5 callback form: the phone rules by country code. */
const byCode = new Map(countries.map((c) => [c.code, c]));

export function findCountry(code: string): Country | undefined {
  return byCode.get(code);
}

export const defaultCountry: Country = byCode.get(DEFAULT_COUNTRY_CODE)!;

/** What the phone input keeps of a keystroke or paste: digits only, cut to the country's maximum. */
export function sanitizePhoneInput(input: string, country: Country): string {
  return input.replace(/\D/g, '').slice(0, country.maxLength);
}

export function digitCountOk(digits: string, country: Country): boolean {
  return (
    /^\d+$/.test(digits) && digits.length >= country.minLength && digits.length <= country.maxLength
  );
}

/** "+CC digits" as stored and sent (spec §3: country code, space, digits). */
export function formatPhoneNumber(country: Country, digits: string): string {
  return `${country.code} ${digits}`;
}

export type PhoneCheck =
  { ok: true; country: Country; digits: string } | { ok: false; message: string };

export function digitsMessage(country: Country): string {
  return country.minLength === country.maxLength
    ? `Enter a ${country.minLength}-digit phone number for ${country.code}`
    : `Enter a phone number of ${country.minLength} to ${country.maxLength} digits for ${country.code}`;
}

/** Checks a "+CC digits" string against the table. */
export function checkPhoneNumber(value: string): PhoneCheck {
  const m = /^(\+\d{1,3}) (\d+)$/.exec(value);
  if (!m)
    return { ok: false, message: 'Enter the phone number as +country code, a space, then digits' };
  const country = findCountry(m[1]!);
  if (!country) return { ok: false, message: 'Choose a country code from the list' };
  const digits = m[2]!;
  if (!digitCountOk(digits, country)) return { ok: false, message: digitsMessage(country) };
  return { ok: true, country, digits };
}
