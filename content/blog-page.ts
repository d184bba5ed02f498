/** The blog's own words (the posts are Markdown files in content/blog/). */
export const blogPage = {
  title: 'Blog',
  heading: 'The French School Blog',
  description:
    'Practical articles on learning French in India: choosing between DELF and TEF, what the CEFR levels mean, studying around a job, French for kids, and TEF/TCF for Canada.',
  intro: [
    'Practical advice from our instructors, exam trainers and counsellors: exams, levels, study habits and where French can take you.',
  ],
  rssLabel: 'RSS feed',
  readMore: 'Read the article',
} as const;
