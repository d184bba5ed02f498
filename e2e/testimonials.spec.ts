import { expect, test } from '@playwright/test';
import { testimonials } from '../content/testimonials';
import { hydrated } from './hydrated';

const videos = testimonials.filter((t) => t.media.type === 'video');

test('each testimonial video has its captions track, shown once in view, matching what is said', async ({
  page,
  request,
}) => {
  expect(videos.length).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const players = page.locator('#testimonials video');
  await expect(players).toHaveCount(videos.length);
  for (const [i, t] of videos.entries()) {
    if (t.media.type !== 'video') continue;
    const { captions } = t.media;
    const track = players.nth(i).locator('track');
    await expect(track).toHaveAttribute('kind', 'captions');
    await expect(track).toHaveAttribute('src', captions.src);
    await expect(track).toHaveAttribute('srclang', captions.srcLang);
    await expect(track).toHaveAttribute('label', captions.label);
    const res = await request.get(captions.src);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/vtt');
    // In view (its poster set), the whole player, controls and captions at the bottom, lies
    // inside its frame.
    const section = page.locator('#testimonials');
    await section.scrollIntoViewIfNeeded();
    await (
      await hydrated(
        section.getByRole('button', { name: `Go to testimonial ${testimonials.indexOf(t) + 1}` }),
      )
    ).click();
    await expect(players.nth(i)).toHaveAttribute('poster', t.media.poster!);
    const fits = await players.nth(i).evaluate((video) => {
      const v = video.getBoundingClientRect();
      const f = video.parentElement!.getBoundingClientRect();
      return v.top >= f.top - 1 && v.bottom <= f.bottom + 1 && v.height > 100;
    });
    expect(fits).toBe(true);
    // The player loads and shows the track: its cues are the testimonial's words.
    await players.nth(i).scrollIntoViewIfNeeded();
    const cues = await players.nth(i).evaluate(async (video: HTMLVideoElement) => {
      const tt = video.textTracks[0]!;
      for (let n = 0; n < 50 && !tt.cues?.length; n++) await new Promise((r) => setTimeout(r, 100));
      return {
        mode: tt.mode,
        kind: tt.kind,
        text: [...(tt.cues ?? [])].map((c) => (c as VTTCue).text),
      };
    });
    expect(cues.mode).toBe('showing');
    expect(cues.kind).toBe('captions');
    expect(cues.text.join(' ')).toBe(t.text);
  }
});

test('at 390 px a compact position replaces the 17 dots, on one row', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const section = page.locator('#testimonials');
  await section.scrollIntoViewIfNeeded();
  const dots = section.getByRole('button', { name: /^Go to testimonial/ });
  // every visible indicator sits on one row
  const rows = await dots.evaluateAll(
    (els) =>
      new Set(
        els
          .filter((e) => e.getClientRects().length > 0)
          .map((e) => Math.round(e.getBoundingClientRect().top)),
      ).size,
  );
  expect(rows).toBeLessThanOrEqual(1);
  const n = testimonials.length;
  await expect(section.getByText(`1 / ${n}`, { exact: true })).toBeVisible();
  await expect(section.getByText(`Testimonial 1 of ${n}`, { exact: true })).toBeAttached();
  const box = (await section.getByText(`1 / ${n}`, { exact: true }).boundingBox())!;
  expect(box.height).toBeLessThan(30);
  await (await hydrated(section.getByRole('button', { name: 'Next testimonial' }))).click();
  await expect(section.getByText(`2 / ${n}`, { exact: true })).toBeVisible();
  await expect(section.getByText(`Testimonial 2 of ${n}`, { exact: true })).toBeAttached();
});

test('at 768 and 1440 px the dots show on one row', async ({ page }) => {
  for (const width of [768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const section = page.locator('#testimonials');
    await section.scrollIntoViewIfNeeded();
    const tops = await section
      .getByRole('button', { name: /^Go to testimonial/ })
      .evaluateAll((els) =>
        els
          .filter((e) => e.getClientRects().length > 0)
          .map((e) => Math.round(e.getBoundingClientRect().top)),
      );
    expect(tops.length, `${width}`).toBe(width < 1024 ? 16 : 15);
    expect(new Set(tops).size, `${width}`).toBe(1);
    await expect(section.getByText(`1 / ${testimonials.length}`, { exact: true })).toBeHidden();
  }
});
