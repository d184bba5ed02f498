import 'server-only';
import { courseTitle } from '@/content/course-catalogue';
import { site } from '@/content/site';
import { db, isUniqueViolation } from '@/lib/db';
import { todayInIndia } from '@/lib/dates';
import { startIntervalWorker } from '@/lib/interval-worker';
import { kickOutbox } from '@/lib/mail/outbox';
import { mailEnabled } from '@/lib/mail/transport';
import { siteUrl } from '@/lib/site-url';
import { joiningStatuses } from './access';
import { classTimeText } from './plan';
import { lessonPlan } from './topics';
import { enqueueMail } from '@/lib/mail/enqueue';

/** Recordings older than this are not e-mailed any more (a learner who joins late sees them in the player). */
const LOOK_BACK_MS = 7 * 86_400_000;

type NewRecording = { course: string; startsAt: Date; endsAt: Date; topic: string };

/** The e-mail listing a learner's new recordings (pre-rendered: the outbox sends it as it is). */
export function recordingMail(name: string, recordings: readonly NewRecording[]) {
  const courses = [...new Set(recordings.map((r) => r.course))];
  const lines = recordings.map(
    (r) => `- ${courseTitle(r.course) ?? r.course}, ${classTimeText(r)}: ${r.topic}`,
  );
  const player = courses.map(
    (c) =>
      `${courseTitle(c) ?? c}: ${siteUrl()}/french-course-layout?course=${encodeURIComponent(c)}`,
  );
  return {
    subject:
      recordings.length === 1
        ? `[${site.shortName}] A new class recording is ready`
        : `[${site.shortName}] ${recordings.length} new class recordings are ready`,
    text: [
      `Bonjour ${name.trim().split(/\s+/)[0] || name},`,
      '',
      recordings.length === 1
        ? 'The recording of this class is ready in your course player:'
        : 'The recordings of these classes are ready in your course player:',
      ...lines,
      '',
      recordings.length === 1
        ? 'Watch it here (sign in with this e-mail address):'
        : 'Watch them here (sign in with this e-mail address):',
      ...player,
      '',
      `${site.name}`,
      '',
    ].join('\n'),
  };
}

/**
 * The recordings e-mail: each learner of a batch (lib/classes/access.ts) gets at most one e-mail
 * a day listing the recordings added since their last one. The (address, India day) row is
 * inserted in the same transaction as the e-mail's outbox row, so with any number of instances
 * running this at once, only the instance whose insert succeeds sends it. Returns how many
 * e-mails were queued.
 */
export async function runRecordingMail(now = Date.now()): Promise<number> {
  if (!mailEnabled()) return 0;
  const day = todayInIndia(now);
  const recent = await db().classSession.findMany({
    where: {
      recordingUrl: { not: null },
      recordingAt: { gt: new Date(now - LOOK_BACK_MS), lte: new Date(now) },
    },
    select: { batchId: true },
    distinct: ['batchId'],
  });
  if (!recent.length) return 0;
  const batchIds = recent.map((r) => r.batchId);
  const [sessions, learners] = await Promise.all([
    db().classSession.findMany({
      where: { batchId: { in: batchIds } },
      select: {
        id: true,
        batchId: true,
        day: true,
        status: true,
        topic: true,
        startsAt: true,
        endsAt: true,
        recordingUrl: true,
        recordingAt: true,
      },
    }),
    db().enrolment.findMany({
      where: { batchId: { in: batchIds }, status: { in: joiningStatuses() } },
      select: { email: true, fullName: true, course: true, batchId: true },
      orderBy: { createdAt: 'asc' },
    }),
  ]);
  // Each recording with its course and topic.
  const added: (NewRecording & { batchId: string; at: number })[] = [];
  for (const batchId of batchIds) {
    const own = sessions.filter((s) => s.batchId === batchId);
    const course = learners.find((l) => l.batchId === batchId)?.course;
    if (!course) continue;
    const plan = lessonPlan(course, own);
    for (const s of own) {
      if (!s.recordingUrl || !s.recordingAt) continue;
      const at = s.recordingAt.getTime();
      if (at <= now - LOOK_BACK_MS || at > now) continue;
      added.push({
        course,
        startsAt: s.startsAt,
        endsAt: s.endsAt,
        topic: plan.get(s.id)?.topic ?? '',
        batchId,
        at,
      });
    }
  }
  const people = new Map<string, { name: string; batches: Set<string> }>();
  for (const l of learners) {
    const p = people.get(l.email) ?? { name: l.fullName, batches: new Set<string>() };
    p.batches.add(l.batchId!);
    people.set(l.email, p);
  }
  // Each learner's e-mails within the look-back, in one read (an older one changes nothing:
  // only recordings of the look-back are listed).
  const sent = await db().recordingMail.findMany({
    where: { email: { in: [...people.keys()] }, upTo: { gt: new Date(now - LOOK_BACK_MS) } },
    select: { email: true, day: true, upTo: true },
  });
  const sentTo = new Map<string, typeof sent>();
  for (const m of sent) sentTo.set(m.email, [...(sentTo.get(m.email) ?? []), m]);
  let queued = 0;
  for (const [email, p] of people) {
    const own = sentTo.get(email) ?? [];
    if (own.some((m) => m.day === day)) continue;
    const since = Math.max(now - LOOK_BACK_MS, ...own.map((m) => m.upTo.getTime()));
    const mine = added
      .filter((r) => p.batches.has(r.batchId) && r.at > since)
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    if (!mine.length) continue;
    try {
      await db().$transaction([
        db().recordingMail.create({ data: { email, day, upTo: new Date(now) } }),
        enqueueMail(db(), { topic: 'class-recordings', to: email, ...recordingMail(p.name, mine) }),
      ]);
      queued++;
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
  }
  if (queued) kickOutbox();
  return queued;
}

/** Each instance looks every 5 minutes for new recordings to e-mail (when e-mail is on). */
export function startRecordingMailWorker(): boolean {
  return mailEnabled() && startIntervalWorker('recordings', 5 * 60_000, () => runRecordingMail());
}
