import 'server-only';
import { db } from '@/lib/db';
import { courseTitle } from '@/content/course-catalogue';
import { BOM, csvRow } from './csv';
import { filtersQuery, type Filters } from './filters';
import { leadWhere, typeLabel } from './inbox';
import type { Actor } from './leads';

const HEADER = [
  'Received (IST)',
  'Type',
  'Status',
  'Name',
  'Email',
  'Phone',
  'Course',
  'Subject',
  'Message',
  'Page',
  'Assignee',
  'Follow-up (IST)',
  'Spam reason',
  'Id',
];
const BATCH = 500;

/**
 * The leads of a view as CSV, streamed in batches of 500 by cursor (100,000 rows never sit in
 * memory). The export is recorded in the history first.
 */
export async function exportLeadsCsv(
  f: Filters,
  actor: Actor,
): Promise<ReadableStream<Uint8Array>> {
  const where = leadWhere(f, actor.id) ?? { id: '__none__' };
  await db().leadEvent.create({
    data: {
      actorId: actor.id,
      actorName: actor.name,
      action: 'export',
      toValue: filtersQuery(f) || '(all)',
    },
  });
  const users = new Map(
    (
      await db().user.findMany({
        where: { role: { in: ['staff', 'admin'] } },
        select: { id: true, name: true },
      })
    ).map((u) => [u.id, u.name]),
  );
  const encoder = new TextEncoder();
  let cursor: { createdAt: Date; id: string } | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(BOM + csvRow(HEADER)));
        return;
      }
      const rows = await db().lead.findMany({
        where: cursor
          ? {
              AND: [
                where,
                {
                  OR: [
                    { createdAt: { lt: cursor.createdAt } },
                    { createdAt: cursor.createdAt, id: { lt: cursor.id } },
                  ],
                },
              ],
            }
          : where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: BATCH,
      });
      if (!rows.length) {
        controller.close();
        return;
      }
      const last = rows.at(-1)!;
      cursor = { createdAt: last.createdAt, id: last.id };
      controller.enqueue(
        encoder.encode(
          rows
            .map((l) =>
              csvRow([
                l.createdAt,
                typeLabel(l.kind),
                l.status,
                l.name,
                l.email,
                l.phone,
                l.course ? (courseTitle(l.course) ?? l.course) : '',
                l.subject,
                l.message,
                l.page,
                l.assigneeId ? (users.get(l.assigneeId) ?? l.assigneeId) : '',
                l.followUpAt,
                l.spamReason,
                l.id,
              ]),
            )
            .join(''),
        ),
      );
      if (rows.length < BATCH) controller.close();
    },
  });
}
