import { expect, test, type Page } from '@playwright/test';
import { channel } from '../content/channel';
import { channelVideos, watchLessons, type VideoLesson } from '../content/practice/videos';
import { expectNoAxeViolations, shoot } from './practice-support';

/**
 * No network: the player's frame is answered by an empty page, and every request to a YouTube or
 * Google host is recorded, so a test can say nothing went there before the click.
 */
async function offlineYoutube(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (/youtube|ytimg|googlevideo|google\./.test(new URL(r.url()).hostname)) seen.push(r.url());
  });
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Player</title><body></body></html>',
    }),
  );
  return seen;
}

const lessonOf = (page: Page, v: VideoLesson) => page.getByRole('article', { name: v.title });

async function answer(page: Page, v: VideoLesson, right: (n: number) => boolean) {
  const form = page.getByRole('form', { name: `Exercise: ${v.title}` });
  for (const [n, q] of v.exercise.entries()) {
    const i = right(n) ? q.answer : (q.answer + 1) % q.options.length;
    await form
      .getByRole('group', { name: new RegExp(`^Question ${n + 1} of`) })
      .getByRole('radio', { name: q.options[i], exact: true })
      .check();
  }
  return form;
}

test('/WatchPractice: a video loads only on click, as a youtube-nocookie player; a lesson without a video id has none', async ({
  page,
}) => {
  const youtube = await offlineYoutube(page);
  await page.goto('/WatchPractice');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(youtube).toEqual([]);

  // A lesson whose id the school has not set (content/practice/videos.ts) has no player.
  for (const l of watchLessons.filter((x) => !x.videoId)) {
    await expect(lessonOf(page, l).getByRole('button', { name: /^Play the video/ })).toHaveCount(0);
    await expect(
      lessonOf(page, l).getByRole('form', { name: `Exercise: ${l.title}` }),
    ).toBeVisible();
  }
  const v = watchLessons.find((x) => x.videoId);
  if (!v) return;
  const lesson = lessonOf(page, v);
  await lesson.getByRole('button', { name: `Play the video: ${v.title}` }).click();
  const frame = lesson.locator('iframe');
  await expect(frame).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${v.videoId}?autoplay=1&rel=0`,
  );
  await expect(frame).toHaveAttribute('title', `Video: ${v.title}`);
  await expect(frame).toBeFocused();
  expect(youtube).toEqual([`https://www.youtube-nocookie.com/embed/${v.videoId}?autoplay=1&rel=0`]);
  // The other lessons are still posters.
  await expect(page.locator('iframe')).toHaveCount(1);
});

test('/WatchPractice: an exercise asks for every answer, then marks and explains them', async ({
  page,
}) => {
  await page.goto('/WatchPractice');
  const v = watchLessons[2]!;
  const form = page.getByRole('form', { name: `Exercise: ${v.title}` });
  await form.getByRole('button', { name: 'Check my answers' }).click();
  await expect(form.getByRole('alert')).toHaveText('Answer every question first.');
  await answer(page, v, (n) => n !== 1);
  await form.getByRole('button', { name: 'Check my answers' }).click();
  await expect(form.getByRole('status')).toHaveText(
    '2 / 3 right. The right answers are marked below.',
  );
  for (const q of v.exercise) await expect(form.getByText(q.explanation)).toBeVisible();
  await expect(form.getByText('(correct answer)')).toHaveCount(3);
  await form.getByRole('button', { name: 'Try again' }).click();
  await expect(form.getByRole('radio', { checked: true })).toHaveCount(0);
});

test('/Yt leads with the channel card and its subscribe link (when set), then videos', async ({
  page,
}) => {
  await offlineYoutube(page);
  await page.goto('/Yt');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText('Learn French on Our YouTube Channel');
  const card = page.getByRole('region', { name: 'Learn French on Our YouTube Channel' });
  // The e2e server has no YouTube key: the fallback figures.
  await expect(card.getByRole('definition')).toHaveText(['20K+', '196+', '1.8M+']);
  const subscribe = card.getByRole('link', { name: /^Subscribe/ });
  if (channel.url) {
    await expect(subscribe).toHaveAttribute('href', channel.url);
    await expect(subscribe).toHaveAttribute('target', '_blank');
  } else {
    // No channel address set (content/channel.ts): no Subscribe button.
    await expect(subscribe).toHaveCount(0);
  }
  // The card comes first in the page.
  const firstHeading = page.locator('main').getByRole('heading').first();
  await expect(firstHeading).toHaveText('Learn French on Our YouTube Channel');

  await expect(page.getByRole('link', { name: 'Watch and practise' })).toHaveAttribute(
    'href',
    '/WatchPractice',
  );
  const v = channelVideos.find((x) => x.videoId);
  if (!v) {
    await expect(page.getByRole('button', { name: /^Play the video/ })).toHaveCount(0);
    return;
  }
  await lessonOf(page, v)
    .getByRole('button', { name: `Play the video: ${v.title}` })
    .click();
  await expect(lessonOf(page, v).locator('iframe')).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${v.videoId}?autoplay=1&rel=0`,
  );
});

for (const width of [390, 1440]) {
  for (const [path, videos] of [
    ['/WatchPractice', watchLessons],
    ['/Yt', channelVideos],
  ] as const) {
    test(`${path} screenshots and axe at ${width} px`, async ({ page }, testInfo) => {
      await offlineYoutube(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const name = path.slice(1).toLowerCase();
      const v = videos[0]!;
      await answer(page, v, (n) => n === 0);
      await shoot(page, testInfo, `${name}-mid-${width}`);
      await expectNoAxeViolations(page, `${path} mid ${width}`);
      if (v.videoId) {
        await lessonOf(page, v)
          .getByRole('button', { name: /^Play the video/ })
          .click();
        await expect(lessonOf(page, v).locator('iframe')).toBeVisible();
      }
      const form = page.getByRole('form', { name: `Exercise: ${v.title}` });
      await form
        .getByRole('radio', { name: v.exercise[2]!.options[v.exercise[2]!.answer], exact: true })
        .check();
      await form.getByRole('button', { name: 'Check my answers' }).click();
      await expect(form.getByRole('status')).toHaveText(/^2 \/ 3 right/);
      await shoot(page, testInfo, `${name}-result-${width}`);
      await expectNoAxeViolations(page, `${path} result ${width}`);
    });
  }
}
