/** Shape of the legal pages (privacy policy, terms and conditions): plain data, rendered by the page. */
export type LegalSection = { id: string; heading: string; paragraphs?: string[]; items?: string[] };

export type LegalDocument = {
  title: string;
  description: string;
  lastUpdated: string;
  intro: string[];
  sections: LegalSection[];
};
