/** The five 'Potential Career Opportunities' cards, in the spec's order (spec §2). */
import type { CareerCard } from './types';

export const careers: CareerCard[] = [
  {
    title: 'Technology',
    summary:
      'French opens doors in global IT services, technical support and software localisation.',
    detail:
      'Many technology teams in India serve clients in France, Belgium, Switzerland, Canada and French-speaking Africa. French-speaking professionals work in client support, project coordination, localisation and testing of French-language products. Paired with technical skills, the language lets you work with clients directly rather than through an interpreter.',
    icon: 'Laptop',
  },
  {
    title: 'Finance',
    summary:
      'Banking, accounting and finance operations often need French for European and African markets.',
    detail:
      'Finance and accounting teams in India frequently handle work for French-speaking markets, where reading invoices, reports and regulations in the original language is a real advantage. Abroad, French is useful in banking and international finance in France, Switzerland, Belgium, Luxembourg and Canada.',
    icon: 'Banknote',
  },
  {
    title: 'Education',
    summary:
      'Qualified French teachers and trainers are needed in schools, colleges and language institutes.',
    detail:
      'French is taught as a subject in many Indian schools and universities, so teachers with recognised certifications such as DELF and DALF are in demand. French also opens doors to academic exchanges, research and further studies in French-speaking countries.',
    icon: 'GraduationCap',
  },
  {
    title: 'Hospitality',
    summary:
      'Hotels, airlines and travel companies value staff who can welcome French-speaking guests.',
    detail:
      'Visitors from France, Canada, Belgium and Switzerland travel across India, and French-speaking staff make their stay smoother at hotels, tour operators and airlines. The same skills are valued by international hotel groups and travel businesses abroad.',
    icon: 'ConciergeBell',
  },
  {
    title: 'Government Services',
    summary: 'French is an asset in diplomacy, foreign affairs and international organisations.',
    detail:
      'French is an official language of the United Nations and many other international bodies, which makes it valuable for careers in foreign services, embassies and international cooperation. In India and abroad, officials who speak French can engage directly with partners across Europe and Africa.',
    icon: 'Landmark',
  },
];
