/** The conjugation tables of the verb sheet, built from content/practice/resources.ts. */
import { persons, type Verb } from '@/content/practice/resources';

export const tenses = ['Présent', 'Passé composé', 'Imparfait', 'Futur simple'] as const;
export type Tense = (typeof tenses)[number];

const imperfectEndings = ['ais', 'ais', 'ait', 'ions', 'iez', 'aient'];
const futureEndings = ['ai', 'as', 'a', 'ons', 'ez', 'ont'];
const avoirPresent = ['ai', 'as', 'a', 'avons', 'avez', 'ont'];
const etrePresent = ['suis', 'es', 'est', 'sommes', 'êtes', 'sont'];
/** Agreement marks of a participle after être, by person. */
const agreement = ['(e)', '(e)', '(e)', '(e)s', '(e)(s)', '(e)s'];

/** "je" + form, elided before a vowel: j’ai, j’irai. */
export function withPronoun(personIndex: number, form: string): string {
  const person = persons[personIndex]!;
  return person === 'je' && /^[aeéèêiîouh]/i.test(form) ? `j’${form}` : `${person} ${form}`;
}

/** The six forms of a verb in a tense, pronouns included. */
export function conjugate(verb: Verb, tense: Tense): string[] {
  return persons.map((_, i) => {
    switch (tense) {
      case 'Présent':
        return withPronoun(i, verb.present[i]!);
      case 'Imparfait':
        return withPronoun(i, verb.imperfectStem + imperfectEndings[i]);
      case 'Futur simple':
        return withPronoun(i, verb.futureStem + futureEndings[i]);
      case 'Passé composé':
        return verb.auxiliary === 'être'
          ? withPronoun(i, `${etrePresent[i]} ${verb.participle}${agreement[i]}`)
          : withPronoun(i, `${avoirPresent[i]} ${verb.participle}`);
    }
  });
}
