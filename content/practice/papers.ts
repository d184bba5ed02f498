/**
 * One short timed practice paper per DELF level (/delf-dalf-mock-tests): listening items (read
 * aloud by the browser's French voice, transcript available) and reading items, in the style of
 * the exam. Written for this site; scored by lib/practice/paper.ts.
 */
import type { ChoiceItem, CefrCode } from './types';

/** A paper item; a listening item carries the French text the browser reads aloud. */
export type PaperItem = ChoiceItem & { skill: 'listening' | 'reading'; audio?: string };

export type PracticePaper = {
  level: CefrCode;
  minutes: number;
  items: PaperItem[];
};

export const paperText = {
  heading: 'Timed DELF practice papers',
  intro:
    'Six questions in the style of the DELF listening and reading papers, against the clock. The recordings are read by your browser’s French voice; the transcript is always there if you need it.',
  sections: { listening: 'Listening', reading: 'Reading' },
  noVoice:
    'Your browser has no French voice, so the recordings cannot play here. Open the transcript and read it instead.',
} as const;

const voicemail =
  'Bonjour, c’est Julie. Je suis à la gare. Mon train arrive à dix-huit heures trente. Tu peux venir me chercher ? Merci !';
const yoga =
  'Cours de yoga : tous les mardis et jeudis, de 19 h à 20 h, salle 3. Prix : 8 euros la séance. Apportez votre tapis !';
const flat =
  'Appartement à louer : 2 pièces, 45 m², 3e étage avec ascenseur, près du métro. Loyer : 850 € par mois, charges comprises. Libre le 1er mars. Animaux non acceptés.';
const screens =
  'Selon une étude publiée ce matin, les Français passent en moyenne trois heures par jour devant un écran en dehors du travail. Les chercheurs recommandent de faire des pauses régulières et d’éviter les écrans une heure avant de dormir.';
const roommate =
  'Depuis trois ans, Clara, étudiante de 22 ans, habite chez Mme Roux, une dame de 80 ans. En échange d’un loyer très bas, Clara fait les courses et passe deux soirées par semaine avec elle. « Au début, c’était un arrangement pratique ; aujourd’hui, Mme Roux est comme une grand-mère pour moi », explique-t-elle.';
const cars =
  'Faut-il interdire les voitures en centre-ville ? Pour le maire, la réponse est oui : la pollution a atteint un niveau inquiétant. Les commerçants, eux, redoutent une baisse de leur chiffre d’affaires. Un compromis semble se dessiner : une interdiction limitée aux week-ends, à titre expérimental.';
const nap =
  'Longtemps considérée comme une perte de temps, la sieste fait aujourd’hui son entrée dans certaines entreprises. Des salles de repos y sont aménagées, et les salariés peuvent s’accorder vingt minutes de sommeil en début d’après-midi. Les études sont formelles : une courte sieste améliore la concentration et réduit les erreurs. Reste à convaincre les managers, encore nombreux à y voir un signe de paresse.';

export const practicePapers: PracticePaper[] = [
  {
    level: 'A1',
    minutes: 15,
    items: [
      {
        id: 'pp-a1-1',
        level: 'A1',
        skill: 'listening',
        instruction: 'Listen to the voicemail, then answer.',
        audio: voicemail,
        prompt: 'À quelle heure arrive le train de Julie ?',
        options: ['8 h 30', '18 h 30', '16 h 30', '18 h'],
        answer: 1,
        explanation: '« Dix-huit heures trente » is 18 h 30 (6.30 p.m.).',
      },
      {
        id: 'pp-a1-2',
        level: 'A1',
        skill: 'listening',
        instruction: 'Listen to the voicemail again, then answer.',
        audio: voicemail,
        prompt: 'Où est Julie ?',
        options: ['À l’aéroport', 'Au bureau', 'À la gare', 'À la maison'],
        answer: 2,
        explanation: '« Je suis à la gare »: she is at the station.',
      },
      {
        id: 'pp-a1-3',
        level: 'A1',
        skill: 'listening',
        instruction: 'Listen to the announcement in a shop, then answer.',
        audio:
          'Attention, s’il vous plaît : le magasin ferme dans quinze minutes. Merci de vous diriger vers les caisses.',
        prompt: 'Que dit l’annonce ?',
        options: [
          'Le magasin ouvre bientôt.',
          'Le magasin ferme bientôt.',
          'Les caisses sont fermées.',
          'Il y a des soldes.',
        ],
        answer: 1,
        explanation: '« Le magasin ferme dans quinze minutes »: the shop closes soon.',
      },
      {
        id: 'pp-a1-4',
        level: 'A1',
        skill: 'reading',
        instruction: 'Read the notice, then answer.',
        passage: yoga,
        prompt: 'Quand a lieu le cours ?',
        options: ['Le lundi matin', 'Tous les jours', 'Le mardi et le jeudi soir', 'Le samedi'],
        answer: 2,
        explanation: 'Tuesdays and Thursdays, from 7 to 8 p.m.',
      },
      {
        id: 'pp-a1-5',
        level: 'A1',
        skill: 'reading',
        instruction: 'Read the notice again, then answer.',
        passage: yoga,
        prompt: 'Qu’est-ce qu’il faut apporter ?',
        options: ['Un tapis', 'Une serviette', 'Un livre', 'Des chaussures'],
        answer: 0,
        explanation: '« Apportez votre tapis ! »: bring your mat.',
      },
      {
        id: 'pp-a1-6',
        level: 'A1',
        skill: 'reading',
        instruction: 'Read the message, then answer.',
        passage:
          'Salut Paul ! Je fais une fête pour mon anniversaire samedi à 20 heures, chez moi, 12 rue des Lilas. Apporte une boisson si tu veux. À samedi ! Inès',
        prompt: 'Pourquoi Inès écrit-elle à Paul ?',
        options: [
          'Pour annuler une fête',
          'Pour changer d’adresse',
          'Pour demander de l’argent',
          'Pour l’inviter à sa fête',
        ],
        answer: 3,
        explanation: 'She is giving a birthday party and tells Paul when and where.',
      },
    ],
  },
  {
    level: 'A2',
    minutes: 15,
    items: [
      {
        id: 'pp-a2-1',
        level: 'A2',
        skill: 'listening',
        instruction: 'Listen to the station announcement, then answer.',
        audio:
          'Mesdames et messieurs, le train à destination de Marseille, prévu à dix heures quinze, partira avec vingt minutes de retard. Nous vous prions de nous excuser pour la gêne occasionnée.',
        prompt: 'À quelle heure le train va-t-il partir ?',
        options: ['10 h 15', '10 h 35', '10 h 20', '9 h 55'],
        answer: 1,
        explanation: 'Due at 10 h 15, twenty minutes late: 10 h 35.',
      },
      {
        id: 'pp-a2-2',
        level: 'A2',
        skill: 'listening',
        instruction: 'Listen to the phone message, then answer.',
        audio:
          'Allô, bonjour, c’est le cabinet du docteur Martin. Votre rendez-vous de jeudi est déplacé à vendredi, même heure. Si ce n’est pas possible, rappelez-nous au 01 45 22 36 10.',
        prompt: 'Que faut-il faire si vendredi ne convient pas ?',
        options: ['Venir jeudi', 'Écrire un e-mail', 'Rappeler le cabinet', 'Ne rien faire'],
        answer: 2,
        explanation: '« Si ce n’est pas possible, rappelez-nous »: call the practice back.',
      },
      {
        id: 'pp-a2-3',
        level: 'A2',
        skill: 'listening',
        instruction: 'Listen to Marc talking about his weekends, then answer.',
        audio:
          'Moi, le week-end, je fais du vélo avec mes enfants. Le samedi, on va au parc, et le dimanche, on se repose à la maison.',
        prompt: 'Que fait Marc le dimanche ?',
        options: ['Il fait du vélo.', 'Il va au parc.', 'Il travaille.', 'Il se repose chez lui.'],
        answer: 3,
        explanation: '« Le dimanche, on se repose à la maison. »',
      },
      {
        id: 'pp-a2-4',
        level: 'A2',
        skill: 'reading',
        instruction: 'Read the advertisement, then answer.',
        passage: flat,
        prompt: 'Qui ne peut pas louer cet appartement ?',
        options: [
          'Un étudiant sans voiture',
          'Une personne avec un chien',
          'Un couple sans enfant',
          'Une personne qui travaille loin',
        ],
        answer: 1,
        explanation: '« Animaux non acceptés »: no pets allowed.',
      },
      {
        id: 'pp-a2-5',
        level: 'A2',
        skill: 'reading',
        instruction: 'Read the advertisement again, then answer.',
        passage: flat,
        prompt: 'Le loyer de 850 € comprend…',
        options: ['les charges.', 'un parking.', 'les meubles.', 'le téléphone.'],
        answer: 0,
        explanation: '« Charges comprises »: service charges are included.',
      },
      {
        id: 'pp-a2-6',
        level: 'A2',
        skill: 'reading',
        instruction: 'Read the letter from the school, then answer.',
        passage:
          'Chers parents, la sortie au musée des Sciences aura lieu le vendredi 14 mai. Le départ est prévu à 8 h 30 devant l’école et le retour vers 16 h. Les enfants doivent apporter un pique-nique. La participation est de 5 euros.',
        prompt: 'Qu’est-ce que les enfants doivent apporter ?',
        options: ['Un cahier', '8 euros', 'Un appareil photo', 'Un pique-nique'],
        answer: 3,
        explanation: '« Les enfants doivent apporter un pique-nique. »',
      },
    ],
  },
  {
    level: 'B1',
    minutes: 20,
    items: [
      {
        id: 'pp-b1-1',
        level: 'B1',
        skill: 'listening',
        instruction: 'Listen to the radio news item, then answer.',
        audio: screens,
        prompt: 'Que recommandent les chercheurs ?',
        options: [
          'Travailler moins',
          'Acheter des écrans plus grands',
          'Éviter les écrans avant de dormir',
          'Dormir trois heures de plus',
        ],
        answer: 2,
        explanation: '« Éviter les écrans une heure avant de dormir. »',
      },
      {
        id: 'pp-b1-2',
        level: 'B1',
        skill: 'listening',
        instruction: 'Listen to the news item again, then answer.',
        audio: screens,
        prompt: 'Combien de temps par jour les Français passent-ils devant un écran hors travail ?',
        options: ['Une heure', 'Trois heures', 'Huit heures', 'Trente minutes'],
        answer: 1,
        explanation: '« En moyenne trois heures par jour en dehors du travail. »',
      },
      {
        id: 'pp-b1-3',
        level: 'B1',
        skill: 'listening',
        instruction: 'Listen to Sophie, then answer.',
        audio:
          'Bon, j’ai bien réfléchi. Le poste à Lyon est intéressant et mieux payé, mais je ne veux pas quitter ma famille. Je vais donc refuser l’offre et rester à Toulouse.',
        prompt: 'Quelle décision Sophie prend-elle ?',
        options: [
          'Elle accepte le poste à Lyon.',
          'Elle reste à Toulouse.',
          'Elle demande une augmentation.',
          'Elle déménage avec sa famille.',
        ],
        answer: 1,
        explanation: 'She turns the offer down to stay near her family in Toulouse.',
      },
      {
        id: 'pp-b1-4',
        level: 'B1',
        skill: 'reading',
        instruction: 'Read the article, then answer.',
        passage: roommate,
        prompt: 'Que fait Clara en échange d’un loyer très bas ?',
        options: [
          'Elle paie les factures.',
          'Elle fait le ménage tous les jours.',
          'Elle donne des cours à Mme Roux.',
          'Elle fait les courses et tient compagnie à Mme Roux.',
        ],
        answer: 3,
        explanation: 'She does the shopping and spends two evenings a week with her.',
      },
      {
        id: 'pp-b1-5',
        level: 'B1',
        skill: 'reading',
        instruction: 'Read the article again, then answer.',
        passage: roommate,
        prompt: 'Comment leur relation a-t-elle évolué ?',
        options: [
          'Elle est devenue familiale.',
          'Elle est devenue difficile.',
          'Elle n’a pas changé.',
          'Elle s’est arrêtée.',
        ],
        answer: 0,
        explanation: 'Practical at first, Mme Roux is now « comme une grand-mère ».',
      },
      {
        id: 'pp-b1-6',
        level: 'B1',
        skill: 'reading',
        instruction: 'Read the e-mail, then answer.',
        passage:
          'Objet : réclamation. Madame, Monsieur, j’ai commandé un aspirateur sur votre site le 3 avril. Je l’ai reçu le 20 avril, deux semaines après la date promise, et il ne fonctionne pas. Je vous demande donc un remboursement intégral. Cordialement, A. Sharma',
        prompt: 'Que demande A. Sharma ?',
        options: [
          'Un nouvel aspirateur',
          'Un remboursement complet',
          'Une réduction',
          'Une livraison plus rapide',
        ],
        answer: 1,
        explanation: '« Un remboursement intégral »: all the money back.',
      },
    ],
  },
  {
    level: 'B2',
    minutes: 20,
    items: [
      {
        id: 'pp-b2-1',
        level: 'B2',
        skill: 'listening',
        instruction: 'Listen to the radio report, then answer.',
        audio: cars,
        prompt: 'Quel compromis est envisagé ?',
        options: [
          'Interdire les voitures tous les jours',
          'Supprimer des commerces',
          'Interdire les voitures le week-end, à l’essai',
          'Construire de nouveaux parkings',
        ],
        answer: 2,
        explanation: '« Une interdiction limitée aux week-ends, à titre expérimental. »',
      },
      {
        id: 'pp-b2-2',
        level: 'B2',
        skill: 'listening',
        instruction: 'Listen to the report again, then answer.',
        audio: cars,
        prompt: 'Que redoutent les commerçants ?',
        options: ['De gagner moins d’argent', 'La pollution', 'Le bruit', 'Les touristes'],
        answer: 0,
        explanation: '« Une baisse de leur chiffre d’affaires »: lower takings.',
      },
      {
        id: 'pp-b2-3',
        level: 'B2',
        skill: 'listening',
        instruction: 'Listen to a guest in a radio debate, then answer.',
        audio:
          'Je ne suis pas du tout convaincue par cet argument. Dire que la lecture disparaît parce que les jeunes lisent sur leur téléphone, c’est confondre le support et la pratique. On n’a jamais autant lu qu’aujourd’hui ; simplement, on lit autrement.',
        prompt: 'Quelle est l’opinion de l’invitée ?',
        options: [
          'Les jeunes ne lisent plus.',
          'Le téléphone est dangereux pour la lecture.',
          'Il faut interdire les téléphones.',
          'La lecture a changé de forme, elle n’a pas disparu.',
        ],
        answer: 3,
        explanation: '« On n’a jamais autant lu ; simplement, on lit autrement. »',
      },
      {
        id: 'pp-b2-4',
        level: 'B2',
        skill: 'reading',
        instruction: 'Read the article, then answer.',
        passage: nap,
        prompt: 'Quel obstacle reste à surmonter ?',
        options: [
          'Le coût des salles de repos',
          'La méfiance de nombreux managers',
          'Le manque d’études scientifiques',
          'Le refus des salariés',
        ],
        answer: 1,
        explanation: 'Many managers still see a nap as « un signe de paresse ».',
      },
      {
        id: 'pp-b2-5',
        level: 'B2',
        skill: 'reading',
        instruction: 'Read the article again, then answer.',
        passage: nap,
        prompt: 'Selon le texte, une courte sieste…',
        options: [
          'améliore la concentration.',
          'remplace la nuit de sommeil.',
          'fait perdre du temps.',
          'augmente les erreurs.',
        ],
        answer: 0,
        explanation: '« Une courte sieste améliore la concentration et réduit les erreurs. »',
      },
      {
        id: 'pp-b2-6',
        level: 'B2',
        skill: 'reading',
        instruction: 'Read the article, then answer.',
        passage:
          'Le bénévolat séduit de plus en plus de jeunes retraités. Au-delà du désir d’être utile, beaucoup y cherchent un moyen de garder une vie sociale après avoir quitté le monde du travail. Les associations, de leur côté, apprécient leur disponibilité et leur expérience, même si elles regrettent parfois que leur engagement soit de courte durée.',
        prompt: 'Que regrettent parfois les associations ?',
        options: [
          'Les retraités manquent d’expérience.',
          'Les retraités ne sont pas disponibles.',
          'L’engagement des retraités ne dure pas.',
          'Les retraités veulent être payés.',
        ],
        answer: 2,
        explanation: '« Que leur engagement soit de courte durée. »',
      },
    ],
  },
];
