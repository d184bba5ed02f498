import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/**
 * The blog: Markdown files in content/blog/ with YAML front matter, read and rendered at build
 * time (every blog page is static). marked turns Markdown into HTML and sanitize-html keeps only
 * the tags an article needs, so a post can never carry a script, a style or an event handler
 * (the Content-Security-Policy would refuse them anyway).
 */

const BLOG_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'content', 'blog');

const frontMatterSchema = z.object({
  title: z.string().min(5).max(120),
  description: z.string().min(50).max(200),
  date: z.iso.date(),
  author: z.string().min(3).max(60),
  tags: z.array(z.string().min(2).max(30)).min(1).max(6),
});

export type PostMeta = z.infer<typeof frontMatterSchema> & {
  slug: string;
  readingMinutes: number;
};
export type Post = PostMeta & { html: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Words a reader reads in a minute, for the reading time. */
const WORDS_PER_MINUTE = 200;

const marked = new Marked({ gfm: true });

export function renderMarkdown(markdown: string): string {
  const raw = marked.parse(markdown, { async: false });
  return sanitizeHtml(raw, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'a',
      'blockquote',
      'code',
      'pre',
      'hr',
      'br',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: { a: ['href', 'title', 'rel'], th: ['scope'] },
    // Only links to pages of this site, the web or e-mail; no javascript: or data: URLs.
    allowedSchemes: ['https', 'http', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      // A post's own title is the page's h1: headings inside start at h2.
      h1: 'h2',
      a: (tag, attribs) => {
        const external = /^https?:/i.test(attribs.href ?? '');
        return {
          tagName: 'a',
          attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
        };
      },
    },
  });
}

export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Splits `---\nyaml\n---\nbody` and checks the front matter; throws on a malformed post. */
export function parsePost(slug: string, source: string): Post {
  if (!SLUG.test(slug)) throw new Error(`blog: "${slug}" is not a valid slug (a-z, 0-9, -)`);
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!m) throw new Error(`blog: ${slug}.md has no front matter`);
  const meta = frontMatterSchema.safeParse(parseYaml(m[1]!));
  if (!meta.success) {
    throw new Error(`blog: ${slug}.md front matter: ${z.prettifyError(meta.error)}`);
  }
  const body = m[2]!;
  return {
    ...meta.data,
    slug,
    readingMinutes: readingMinutes(body),
    html: renderMarkdown(body),
  };
}

let cache: Post[] | undefined;

/** Every post, newest first. */
export function allPosts(): Post[] {
  cache ??= readdirSync(BLOG_DIR)
    .filter((f) => f.endsWith('.md'))
    .map((f) => parsePost(f.slice(0, -3), readFileSync(path.join(BLOG_DIR, f), 'utf8')))
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.slug.localeCompare(b.slug)));
  return cache;
}

export function postBySlug(slug: string): Post | undefined {
  return allPosts().find((p) => p.slug === slug);
}
