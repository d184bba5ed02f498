/** Phone rules by country code (spec §5): digits allowed after the code, min..max. */
export type Country = {
  code: string;
  flag: string;
  name: string;
  minLength: number;
  maxLength: number;
};

export const DEFAULT_COUNTRY_CODE = '+91';

export const countries: readonly Country[] = [
  { code: '+1', flag: '🇺🇸', name: 'United States / Canada', minLength: 10, maxLength: 10 },
  { code: '+91', flag: '🇮🇳', name: 'India', minLength: 10, maxLength: 10 },
  { code: '+44', flag: '🇬🇧', name: 'United Kingdom', minLength: 10, maxLength: 11 },
  { code: '+86', flag: '🇨🇳', name: 'China', minLength: 11, maxLength: 11 },
  { code: '+81', flag: '🇯🇵', name: 'Japan', minLength: 10, maxLength: 11 },
  { code: '+49', flag: '🇩🇪', name: 'Germany', minLength: 10, maxLength: 11 },
  { code: '+33', flag: '🇫🇷', name: 'France', minLength: 9, maxLength: 9 },
  { code: '+61', flag: '🇦🇺', name: 'Australia', minLength: 9, maxLength: 9 },
  { code: '+55', flag: '🇧🇷', name: 'Brazil', minLength: 10, maxLength: 11 },
  { code: '+7', flag: '🇷🇺', name: 'Russia / Kazakhstan', minLength: 10, maxLength: 10 },
  { code: '+39', flag: '🇮🇹', name: 'Italy', minLength: 9, maxLength: 10 },
  { code: '+34', flag: '🇪🇸', name: 'Spain', minLength: 9, maxLength: 9 },
  { code: '+52', flag: '🇲🇽', name: 'Mexico', minLength: 10, maxLength: 10 },
  { code: '+27', flag: '🇿🇦', name: 'South Africa', minLength: 9, maxLength: 9 },
  { code: '+62', flag: '🇮🇩', name: 'Indonesia', minLength: 9, maxLength: 12 },
  { code: '+82', flag: '🇰🇷', name: 'South Korea', minLength: 9, maxLength: 11 },
  { code: '+90', flag: '🇹🇷', name: 'Türkiye', minLength: 10, maxLength: 10 },
  { code: '+20', flag: '🇪🇬', name: 'Egypt', minLength: 9, maxLength: 10 },
  { code: '+971', flag: '🇦🇪', name: 'United Arab Emirates', minLength: 9, maxLength: 9 },
  { code: '+66', flag: '🇹🇭', name: 'Thailand', minLength: 9, maxLength: 10 },
  { code: '+65', flag: '🇸🇬', name: 'Singapore', minLength: 8, maxLength: 8 },
  { code: '+46', flag: '🇸🇪', name: 'Sweden', minLength: 7, maxLength: 13 },
  { code: '+31', flag: '🇳🇱', name: 'Netherlands', minLength: 9, maxLength: 9 },
  { code: '+41', flag: '🇨🇭', name: 'Switzerland', minLength: 9, maxLength: 9 },
  { code: '+32', flag: '🇧🇪', name: 'Belgium', minLength: 8, maxLength: 9 },
  { code: '+48', flag: '🇵🇱', name: 'Poland', minLength: 9, maxLength: 9 },
  { code: '+47', flag: '🇳🇴', name: 'Norway', minLength: 8, maxLength: 8 },
  { code: '+43', flag: '🇦🇹', name: 'Austria', minLength: 10, maxLength: 13 },
  { code: '+420', flag: '🇨🇿', name: 'Czechia', minLength: 9, maxLength: 9 },
  { code: '+351', flag: '🇵🇹', name: 'Portugal', minLength: 9, maxLength: 9 },
  { code: '+64', flag: '🇳🇿', name: 'New Zealand', minLength: 8, maxLength: 10 },
  { code: '+92', flag: '🇵🇰', name: 'Pakistan', minLength: 10, maxLength: 10 },
  { code: '+598', flag: '🇺🇾', name: 'Uruguay', minLength: 8, maxLength: 9 },
  { code: '+54', flag: '🇦🇷', name: 'Argentina', minLength: 10, maxLength: 10 },
  { code: '+30', flag: '🇬🇷', name: 'Greece', minLength: 10, maxLength: 10 },
  { code: '+372', flag: '🇪🇪', name: 'Estonia', minLength: 7, maxLength: 12 },
  { code: '+507', flag: '🇵🇦', name: 'Panama', minLength: 7, maxLength: 8 },
  { code: '+256', flag: '🇺🇬', name: 'Uganda', minLength: 9, maxLength: 9 },
  { code: '+58', flag: '🇻🇪', name: 'Venezuela', minLength: 10, maxLength: 10 },
  { code: '+977', flag: '🇳🇵', name: 'Nepal', minLength: 10, maxLength: 10 },
  { code: '+94', flag: '🇱🇰', name: 'Sri Lanka', minLength: 9, maxLength: 9 },
  { code: '+212', flag: '🇲🇦', name: 'Morocco', minLength: 9, maxLength: 9 },
  { code: '+216', flag: '🇹🇳', name: 'Tunisia', minLength: 8, maxLength: 8 },
  { code: '+234', flag: '🇳🇬', name: 'Nigeria', minLength: 10, maxLength: 10 },
];
