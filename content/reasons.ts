/**
 * The eight 'Why Learn French?' cards (spec §1, §4). `subtext` may contain `<b>…</b>` and no other
 * markup. Backgrounds are light pastels for dark text (#1f2933), contrast at least 7:1.
 */
import type { ReasonCard } from './types';

export const reasons: ReasonCard[] = [
  {
    id: 1,
    icon: 'Globe',
    heading: 'A Global Language',
    subtext:
      'French is spoken on <b>five continents</b>, connecting you with communities across Europe, Africa, the Americas and beyond.',
    background: '#E3F2FD',
  },
  {
    id: 2,
    icon: 'Plane',
    heading: 'Travel with Confidence',
    subtext:
      'From Paris to Montréal, Geneva to Dakar, and even Puducherry here in India, French helps you <b>explore and connect with locals</b>.',
    background: '#FFF4D6',
  },
  {
    id: 3,
    icon: 'Palette',
    heading: 'A Rich Culture',
    subtext:
      'Enjoy French <b>cinema, literature, music, art and cuisine</b> in the original language, just as they were meant to be experienced.',
    background: '#FDE8E8',
  },
  {
    id: 4,
    icon: 'Lightbulb',
    heading: 'Simpler Than You Think',
    subtext:
      'Thousands of English words come from French, so <b>you already know more than you think</b>. With a structured method, progress comes quickly.',
    background: '#E6F7EC',
  },
  {
    id: 5,
    icon: 'Heart',
    heading: 'The Language of Love and Logic',
    subtext:
      'French is famous for its romance, and its <b>clear, precise structure</b> sharpens the way you think and express ideas.',
    background: '#FCE4EC',
  },
  {
    id: 6,
    icon: 'Briefcase',
    heading: 'Career Opportunities',
    subtext:
      'French on your CV stands out to <b>international employers</b> in India and abroad, in fields from IT and finance to tourism and diplomacy.',
    background: '#EDE7F6',
  },
  {
    id: 7,
    icon: 'GraduationCap',
    heading: 'An Academic Advantage',
    subtext:
      'Planning to study in France, Canada, Switzerland or Belgium? Recognised certificates such as <b>DELF and DALF</b> support your applications.',
    background: '#E0F7F5',
  },
  {
    id: 8,
    icon: 'Landmark',
    heading: 'International Influence',
    subtext:
      'French is an <b>official language</b> of the United Nations, the European Union, the International Olympic Committee and many other international bodies.',
    background: '#FFEBDD',
  },
];
