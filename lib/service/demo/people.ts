import 'server-only';

const FIRST = [
  'Ada',
  'Bruno',
  'Chiara',
  'Dmitri',
  'Elena',
  'Farah',
  'Gustav',
  'Hana',
  'Ines',
  'Jonas',
  'Keiko',
  'Luca',
  'Maya',
  'Nils',
  'Olga',
  'Pedro',
  'Quinn',
  'Rosa',
  'Samir',
  'Tara',
  'Umar',
  'Vera',
  'Wen',
  'Yusuf',
  'Zoe',
];
const LAST = [
  'Andersen',
  'Brennan',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fischer',
  'Garcia',
  'Hoffmann',
  'Ivanova',
  'Jensen',
  'Kowalski',
  'Lindqvist',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Petrov',
];
const COMPANY = [
  'Analytics',
  'Bakery',
  'Builders',
  'Clinic',
  'Consulting',
  'Design',
  'Foods',
  'Freight',
  'Labs',
  'Logistics',
  'Media',
  'Robotics',
  'Studio',
  'Systems',
  'Textiles',
  'Travel',
];
const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'CA', 'AU', 'NL', 'IE', 'ES', 'SE'] as const;

export interface DemoPerson {
  name: string;
  email: string;
  company: string;
  country: (typeof COUNTRIES)[number];
}

/** The i-th demo customer: the same every run, so the README and the tests can name them. */
export function demoPerson(i: number): DemoPerson {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
  const company = `${last} ${COMPANY[i % COMPANY.length]!}`;
  const domain = company.toLowerCase().replace(/[^a-z]+/g, '-');
  return {
    name: `${first} ${last}`,
    email: `${first.toLowerCase()}.${i}@${domain}.example`,
    company,
    country: COUNTRIES[i % COUNTRIES.length]!,
  };
}
