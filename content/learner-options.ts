/** Option lists the counselling, reservation and join-us forms share; the lead stores the text. */

export const goalOptions = [
  'Study in a French-speaking country',
  'Canadian immigration (TEF/TCF)',
  'A job that uses French',
  'Pass DELF or DALF',
  'French for my child',
  'Travel, culture or pleasure',
  'Not sure yet',
] as const;

export const currentLevelOptions = [
  'Complete beginner',
  'A1 (beginner)',
  'A2 (elementary)',
  'B1 (intermediate)',
  'B2 (upper-intermediate)',
  'C1 or above',
  'Not sure',
] as const;
