import { allPosts, parsePost, readingMinutes, renderMarkdown } from '@/lib/blog';
import { GET as rss } from '@/app/(site)/blog/rss.xml/route';

const front = (extra = '') => `---
title: 'A test post'
description: 'A description that is long enough to be a real description of a post.'
date: 2026-11-01
author: French instructor
tags: [test]
${extra}---
`;

describe('blog', () => {
  it('has five posts with valid front matter, newest first', () => {
    const posts = allPosts();
    expect(posts).toHaveLength(5);
    const dates = posts.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const p of posts) {
      expect(p.html).toContain('<h2');
      expect(p.readingMinutes).toBeGreaterThanOrEqual(2);
    }
  });

  it.each([
    ['a script', '<script>alert(1)</script>', '<script'],
    ['an event handler', '<img src=x onerror="alert(1)">', 'onerror'],
    ['a javascript: link', '[click](javascript:alert(1))', 'javascript:'],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD4=)', 'data:'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', '<iframe'],
    ['a style', '<style>body{display:none}</style>', '<style'],
    ['an inline style', '<p style="color:red">x</p>', 'style='],
  ])('strips %s', (_n, md, bad) => {
    expect(renderMarkdown(md).toLowerCase()).not.toContain(bad);
  });

  it('keeps links to the site and the web, marking external ones', () => {
    const html = renderMarkdown('[a](/freeCC) and [b](https://www.canada.ca/)');
    expect(html).toContain('<a href="/freeCC">a</a>');
    expect(html).toContain('href="https://www.canada.ca/" rel="noopener noreferrer"');
  });

  it('turns a Markdown h1 into an h2 (the title is the page h1)', () => {
    expect(renderMarkdown('# Title')).toBe('<h2>Title</h2>\n');
  });

  it('counts reading time at 200 words a minute', () => {
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
    expect(readingMinutes('')).toBe(1);
  });

  it.each([
    ['no front matter', 'ok', 'Just text'],
    ['a bad slug', 'Bad Slug', `${front()}body`],
    ['a missing title', 'ok', front().replace("title: 'A test post'\n", '') + 'body'],
    ['a bad date', 'ok', front().replace('2026-11-01', '1 Nov 2026') + 'body'],
    ['no tags', 'ok', front().replace('tags: [test]\n', '') + 'body'],
  ])('refuses a post with %s at build time', (_n, slug, source) => {
    expect(() => parsePost(slug, source)).toThrow(/blog:/);
  });

  it('serves a valid RSS feed of every post', async () => {
    const res = rss();
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const body = await res.text();
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(body.match(/<item>/g)).toHaveLength(5);
    for (const p of allPosts()) expect(body).toContain(`/blog/${p.slug}</link>`);
    expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});
