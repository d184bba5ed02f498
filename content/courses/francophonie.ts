/**
 * Countries where French is an official or co-official language, by their ISO 3166-1 numeric code
 * (the ids of world-atlas). Mali (2023), Burkina Faso (2024) and Niger (2025) made French a
 * working language only, and are left out. Very small states (Monaco, Seychelles, Comoros) are
 * listed but too small to show on the map's scale.
 */
export const frenchOfficialCountries = [
  { id: '250', name: 'France' },
  { id: '056', name: 'Belgium' },
  { id: '756', name: 'Switzerland' },
  { id: '442', name: 'Luxembourg' },
  { id: '492', name: 'Monaco' },
  { id: '124', name: 'Canada' },
  { id: '332', name: 'Haiti' },
  { id: '204', name: 'Benin' },
  { id: '108', name: 'Burundi' },
  { id: '120', name: 'Cameroon' },
  { id: '140', name: 'Central African Republic' },
  { id: '148', name: 'Chad' },
  { id: '174', name: 'Comoros' },
  { id: '178', name: 'Republic of the Congo' },
  { id: '180', name: 'Democratic Republic of the Congo' },
  { id: '384', name: 'Côte d’Ivoire' },
  { id: '262', name: 'Djibouti' },
  { id: '226', name: 'Equatorial Guinea' },
  { id: '266', name: 'Gabon' },
  { id: '324', name: 'Guinea' },
  { id: '450', name: 'Madagascar' },
  { id: '646', name: 'Rwanda' },
  { id: '686', name: 'Senegal' },
  { id: '690', name: 'Seychelles' },
  { id: '768', name: 'Togo' },
  { id: '548', name: 'Vanuatu' },
] as const;
