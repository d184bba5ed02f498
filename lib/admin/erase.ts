import 'server-only';
import { db } from '@/lib/db';
import { AdminInputError, type Actor } from './leads';

export const ERASED = '[erased]';

/** Who to look for: an e-mail address and/or a phone number ("+CC digits" or just digits). */
export type Person = { email?: string; phone?: string };

function matchers(p: Person) {
  const email = p.email?.trim().toLowerCase() || null;
  const digits = p.phone?.replace(/[^\d]/g, '') || null;
  if (!email && (!digits || digits.length < 6)) {
    throw new AdminInputError('Give an e-mail address or a phone number (at least 6 digits)');
  }
  return { email, digits };
}

/** Every row that names the person, across every kind of lead, enrolments and accounts. */
export async function findPerson(p: Person) {
  const { email, digits } = matchers(p);
  const leadOr = [
    ...(email ? [{ email }] : []),
    ...(digits ? [{ phone: { endsWith: digits.slice(-10) } }] : []),
  ];
  const [leads, enrolments, users] = await Promise.all([
    db().lead.findMany({
      where: { OR: leadOr },
      select: { id: true, kind: true, name: true, email: true, phone: true, createdAt: true },
      orderBy: { createdAt: 'desc' },
    }),
    db().enrolment.findMany({
      where: {
        OR: [
          ...(email ? [{ email }] : []),
          ...(digits ? [{ phone: { endsWith: digits.slice(-10) } }] : []),
        ],
      },
      select: {
        id: true,
        reference: true,
        fullName: true,
        email: true,
        phone: true,
        status: true,
        amountPaise: true,
      },
    }),
    email
      ? db().user.findMany({
          where: { email },
          select: { id: true, name: true, email: true, role: true },
        })
      : Promise.resolve([]),
  ]);
  return { leads, enrolments, users };
}

/**
 * Erasure (the privacy policy's promise, India's DPDP Act): the person's personal fields are
 * replaced with a marker in every row found, attached files and notes are removed, and their
 * account can no longer sign in; counts, statuses and amounts stay for the books. One transaction;
 * the history records what was erased in numbers only.
 */
export async function erasePerson(p: Person, actor: Actor) {
  const found = await findPerson(p);
  if (found.users.some((u) => u.role !== 'learner')) {
    throw new AdminInputError('This is a staff account: change its role to learner first');
  }
  const leadIds = found.leads.map((l) => l.id);
  const enrolmentIds = found.enrolments.map((e) => e.id);
  await db().$transaction(async (tx) => {
    if (leadIds.length) {
      await tx.lead.updateMany({
        where: { id: { in: leadIds } },
        data: {
          name: ERASED,
          email: null,
          phone: null,
          message: null,
          subject: null,
          details: '{}',
          ipHash: null,
          userAgent: null,
        },
      });
      await tx.leadNote.updateMany({ where: { leadId: { in: leadIds } }, data: { body: ERASED } });
      await tx.upload.deleteMany({ where: { leadId: { in: leadIds } } });
    }
    // A certificate's public check page would show the name: it names nobody now.
    if (enrolmentIds.length) {
      await tx.certificate.updateMany({
        where: { enrolmentId: { in: enrolmentIds } },
        data: { name: ERASED },
      });
    }
    for (const id of enrolmentIds) {
      await tx.enrolment.update({
        where: { id },
        data: {
          fullName: ERASED,
          // The e-mail is part of a unique key: each erased row gets its own non-address.
          email: `erased-${id}@invalid`,
          phone: ERASED,
          parentName: null,
          ipHash: null,
          userAgent: null,
        },
      });
    }
    for (const u of found.users) {
      await tx.user.update({
        where: { id: u.id },
        data: {
          name: ERASED,
          email: `erased-${u.id}@invalid`,
          passwordHash: null,
          disabledAt: new Date(),
          sessionVersion: { increment: 1 },
        },
      });
      await tx.account.deleteMany({ where: { userId: u.id } });
      await tx.feedback.updateMany({ where: { userId: u.id }, data: { message: ERASED } });
      await tx.rating.updateMany({ where: { userId: u.id }, data: { comment: '' } });
      await tx.lessonRequest.updateMany({
        where: { userId: u.id },
        data: { topic: ERASED, message: '' },
      });
      // Paid withdrawals stay for the books, without the UPI id.
      await tx.withdrawal.updateMany({ where: { userId: u.id }, data: { upiId: ERASED } });
    }
    await tx.leadEvent.create({
      data: {
        actorId: actor.id,
        actorName: actor.name,
        action: 'erase',
        toValue: `${leadIds.length} lead(s), ${enrolmentIds.length} enrolment(s), ${found.users.length} account(s)`,
      },
    });
  });
  return { leads: leadIds.length, enrolments: enrolmentIds.length, accounts: found.users.length };
}
