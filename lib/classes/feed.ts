import 'server-only';
import { randomBytes } from 'node:crypto';
import { calendarText, classText } from '@/content/classes';
import { courseTitle } from '@/content/course-catalogue';
import { site } from '@/content/site';
import { calendarIcs, type CalendarEvent } from '@/lib/calendar/ics';
import { db } from '@/lib/db';
import { courseLessons } from '@/lib/learner/lessons';
import { siteUrl } from '@/lib/site-url';
import { learnerBatches } from './access';
import { lessonPlan } from './topics';

// A learner's private calendar feed (/calendar/<token>.ics): every class of the batches they may
// join, each event keyed by its session (a moved class keeps its UID with a higher SEQUENCE, a
// cancelled one stays, STATUS:CANCELLED). The token is the only key: 256 random bits, replaced by
// 'Reset link', so the old address stops working at once.

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const newToken = () => randomBytes(32).toString('base64url');

/** Whether a string has the shape of a feed token (anything else is not looked up). */
export const isFeedToken = (s: string) => TOKEN.test(s);

/** The feed's address for a token. */
export const feedUrl = (token: string) => `${siteUrl()}/calendar/${token}.ics`;

/** The learner's feed token, made the first time it is asked for. */
export async function feedToken(userId: string): Promise<string> {
  const row = await db().calendarFeed.upsert({
    where: { userId },
    create: { userId, token: newToken() },
    update: {},
    select: { token: true },
  });
  return row.token;
}

/** 'Reset link': a new token; the old one is refused from now on. */
export async function resetFeedToken(userId: string): Promise<string> {
  const token = newToken();
  await db().calendarFeed.upsert({
    where: { userId },
    create: { userId, token },
    update: { token },
  });
  return token;
}

/** The feed of a token, or null when no learner has it (unknown, reset since, account disabled). */
export async function feedIcs(token: string, now = new Date()): Promise<string | null> {
  if (!isFeedToken(token)) return null;
  const feed = await db().calendarFeed.findUnique({
    where: { token },
    select: { userId: true, user: { select: { disabledAt: true } } },
  });
  // A disabled account's calendar stops with its sign-in (disabling also deletes the feed, so
  // enabling the account again does not bring this address back).
  if (!feed || feed.user.disabledAt) return null;
  const batches = await learnerBatches(feed.userId);
  const host = new URL(siteUrl()).host;
  const events: CalendarEvent[] = [];
  for (const b of batches) {
    const title = courseTitle(b.course) ?? b.course;
    const short = courseLessons(b.course)?.level ?? title;
    const sessions = await db().classSession.findMany({
      where: { batchId: b.batchId },
      orderBy: { startsAt: 'asc' },
    });
    const plan = lessonPlan(b.course, sessions);
    for (const s of sessions) {
      const cancelled = s.status === 'cancelled';
      const description = [
        cancelled ? calendarText.cancelledLine(s.cancelReason ?? '') : null,
        calendarText.description(title),
        b.joinUrl && !cancelled ? calendarText.joinLine(b.joinUrl) : null,
      ]
        .filter(Boolean)
        .join('\n');
      events.push({
        uid: `${s.id}@${host}`,
        start: s.startsAt,
        end: s.endsAt,
        summary: classText.summary(short, plan.get(s.id)?.topic ?? ''),
        description,
        // A cancelled class has nothing to join: no link in any of its fields.
        location: (!cancelled && b.joinUrl) || calendarText.location,
        url: cancelled ? null : b.joinUrl,
        sequence: s.sequence,
        modified: s.updatedAt,
        cancelled,
      });
    }
  }
  return calendarIcs({ product: 'Classes', name: `${site.shortName} classes`, events }, now);
}
