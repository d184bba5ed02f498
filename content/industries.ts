/**
 * The seven 'Industries Our Learners Excel In' tiles, with the spec's titles in order (spec §2).
 * `color` is an accent (icon, border) on a white tile, at least 3:1 contrast against white; it is
 * not a background for white text.
 */
import type { IndustryTile } from './types';

export const industries: IndustryTile[] = [
  {
    title: 'Information Technology & Services',
    icon: 'Monitor',
    color: '#1D4ED8',
    detail:
      'Supporting French-speaking clients in IT services, technical support and software localisation.',
  },
  {
    title: 'Tourism & Hospitality',
    icon: 'Plane',
    color: '#0F766E',
    detail:
      'Welcoming French-speaking travellers at hotels, airlines and tour operators, in India and abroad.',
  },
  {
    title: 'Education & Training',
    icon: 'GraduationCap',
    color: '#7C3AED',
    detail:
      'Teaching French in schools, colleges and language institutes, and training the next generation of learners.',
  },
  {
    title: 'Media & Communication',
    icon: 'Megaphone',
    color: '#C2410C',
    detail: 'Creating and adapting content, news and campaigns for French-speaking audiences.',
  },
  {
    title: 'Translation & Interpretation',
    icon: 'Languages',
    color: '#C1332A',
    detail:
      'Bridging French and English in documents, meetings and events with accuracy and cultural sense.',
  },
  {
    title: 'Corporate & International Business',
    icon: 'Building',
    color: '#B45309',
    detail:
      'Working with partners, clients and colleagues in French-speaking markets across Europe, Africa and Canada.',
  },
  {
    title: 'Diplomacy & International Relations',
    icon: 'Handshake',
    color: '#15803D',
    detail:
      'Representing and connecting people in embassies, international organisations and cross-border cooperation.',
  },
];
