import { countries } from '@/content/countries';
import {
  checkPhoneNumber,
  digitCountOk,
  findCountry,
  formatPhoneNumber,
  sanitizePhoneInput,
} from '@/lib/phone';
import { fieldErrors } from '@/lib/validation/common';
import { callbackRequestSchema } from '@/lib/validation/callback';
import { toContactPayload } from '@/lib/contact-payload';
import { contactFormSchema, contactMessageSchema } from '@/lib/validation/contact';

const goodForm = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  purpose: 'General enquiry',
  message: 'When does the next A1 batch start?',
  termsAgreed: true,
};

function errorsOf(schema: typeof contactFormSchema | typeof callbackRequestSchema, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrors(r.error);
}

describe('contact form rules (spec §5, exact messages)', () => {
  it('accepts a complete form', () => {
    expect(contactFormSchema.safeParse(goodForm).success).toBe(true);
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['email', '', 'Email is required'],
    ['email', 'asha@', 'Invalid email address'],
    ['email', 'asha.example.com', 'Invalid email address'],
    ['purpose', '', 'Purpose is required'],
    ['message', '', 'Message is required'],
    ['message', '   ', 'Message is required'],
    ['termsAgreed', false, 'You must accept the terms and conditions'],
  ])('%s = %j → "%s"', (field, value, message) => {
    expect(errorsOf(contactFormSchema, { ...goodForm, [field]: value })[field]).toBe(message);
  });

  it('shows every required message on an empty form', () => {
    const e = errorsOf(contactFormSchema, {
      firstName: '',
      lastName: '',
      email: '',
      purpose: '',
      message: '',
      termsAgreed: false,
    });
    expect(e).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      purpose: 'Purpose is required',
      message: 'Message is required',
      termsAgreed: 'You must accept the terms and conditions',
    });
  });

  it.each(['Zoë', 'Łukasz', 'प्रिया', "O'Brien", 'Jean-Luc', 'José María'])(
    'accepts the name %s',
    (n) => {
      expect(contactFormSchema.safeParse({ ...goodForm, firstName: n }).success).toBe(true);
    },
  );

  it('builds the spec payload: joined name, empty subject, option text, fixed contactingFor', () => {
    expect(toContactPayload(goodForm, { page: '/' })).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.com',
      subject: '',
      purpose: 'General enquiry',
      message: 'When does the next A1 batch start?',
      contactingFor: 'Leave us a message',
      page: '/',
    });
    expect(contactMessageSchema.safeParse(toContactPayload(goodForm, {})).success).toBe(true);
  });
});

describe('callback rules (spec §5)', () => {
  const good = { firstName: 'Rohan', lastName: 'Mehta', phoneNumber: '+91 9876543210' };
  it('accepts a complete request', () => {
    expect(callbackRequestSchema.safeParse(good).success).toBe(true);
  });
  it.each([
    ['firstName', '', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['phoneNumber', '', 'Phone number is required'],
    ['phoneNumber', '+91 98765', 'Enter a 10-digit phone number for +91'],
    ['phoneNumber', '+999 9876543210', 'Choose a country code from the list'],
    ['email', 'rohan@', 'Invalid email address'],
  ])('%s = %j → "%s"', (field, value, message) => {
    expect(errorsOf(callbackRequestSchema, { ...good, [field]: value })[field]).toBe(message);
  });
});

describe('phone rule for every country of the spec table', () => {
  it('has the 44 countries of spec §5, +91 among them', () => {
    expect(countries).toHaveLength(44);
    expect(new Set(countries.map((c) => c.code)).size).toBe(44);
    expect(findCountry('+91')).toMatchObject({ minLength: 10, maxLength: 10 });
  });

  it.each(countries.map((c) => [c.code, c.minLength, c.maxLength] as const))(
    '%s: %i to %i digits',
    (code, min, max) => {
      const c = findCountry(code)!;
      const digits = (n: number) => '9'.repeat(n);
      // min and max pass, one fewer and one more fail
      expect(checkPhoneNumber(formatPhoneNumber(c, digits(min))).ok).toBe(true);
      expect(checkPhoneNumber(formatPhoneNumber(c, digits(max))).ok).toBe(true);
      expect(checkPhoneNumber(formatPhoneNumber(c, digits(min - 1))).ok).toBe(false);
      expect(checkPhoneNumber(formatPhoneNumber(c, digits(max + 1))).ok).toBe(false);
      expect(digitCountOk(digits(min), c)).toBe(true);
      // the input strips non-digits and truncates to the maximum
      expect(sanitizePhoneInput('(98) 76-54 32a10 99 88 77', c)).toBe(
        '98765432109988776'.slice(0, max),
      );
      expect(sanitizePhoneInput('x'.repeat(5), c)).toBe('');
    },
  );
});
