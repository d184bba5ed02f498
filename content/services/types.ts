/** The words of a service page (/TranslationAndInterpretation, /recruitAssistance, …). */
export type ServicePageContent = {
  path: string;
  /** The page's h1 and the title in search results. */
  title: string;
  description: string;
  /** schema.org Service.serviceType */
  serviceType: string;
  intro: string[];
  whoFor: { heading: string; items: string[] };
  whatWeDo: { heading: string; items: string[] };
  howItWorks: { heading: string; steps: { title: string; body: string }[] };
  form: { heading: string; intro: string; submit: string; thanksTitle: string; thanksBody: string };
};

/** A form option list with its label and placeholder; the values are what the lead stores. */
export type OptionList = readonly string[];
