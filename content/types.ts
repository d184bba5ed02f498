/** Shapes of the landing-page content modules (spec §3 entities). */

/** A lucide-react icon component name listed in `./icons`. */
export type IconName = (typeof import('./icons').iconNames)[number];

export type NavLink = { label: string; href: string };

/** A header group: a direct link (Home) or a dropdown of links. */
export type NavGroup = { label: string; href?: string; links?: NavLink[] };

/** A Services card; only cards with a `path` navigate on click. */
export type ServiceCard = {
  title: string;
  description: string;
  detail: string;
  icon: IconName;
  path?: string;
};

/** A 'Why Learn French?' card; `subtext` may contain `<b>…</b>` markup (and no other tag). */
export type ReasonCard = {
  id: number;
  icon: IconName;
  heading: string;
  subtext: string;
  background: string;
};

/** A 'Why Choose Us' card. */
export type Benefit = { title: string; text: string };

/** A 'Potential Career Opportunities' card. */
export type CareerCard = { title: string; summary: string; detail: string; icon: IconName };

/** An 'Industries Our Learners Excel In' tile; `color` is an accent on a white tile. */
export type IndustryTile = { title: string; icon: IconName; color: string; detail: string };

/** A 'Numbers Speak' figure, shown as prefix + value + suffix. */
export type Stat = {
  value: number;
  prefix?: string;
  suffix: string;
  label: string;
  animate: boolean;
};

/** A text track for a video (WebVTT file under public/). */
export type Captions = {
  /** Path of the .vtt file, e.g. '/testimonials/captions/meera-j.vtt'. */
  src: string;
  /** BCP 47 language of the captions, e.g. 'en'. */
  srcLang: string;
  /** Shown in the player's captions menu, e.g. 'English'. */
  label: string;
};

export type TestimonialImage = { type: 'image'; url: string; alt?: string };

/** A testimonial video (mp4). Captions are required: a video without them fails the typecheck. */
export type TestimonialVideo = { type: 'video'; url: string; poster?: string; captions: Captions };

export type Testimonial = {
  name: string;
  role: string;
  /** Age in years, only where the testimonial gives one (shown as 'Age 15'); else the role alone. */
  age?: number;
  text: string;
  media: TestimonialImage | TestimonialVideo;
};
