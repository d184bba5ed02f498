import 'server-only';
import { courseTitle } from '@/content/course-catalogue';
import { site } from '@/content/site';
import { currentCohort } from '@/lib/courses/cohorts';
import { batchBookable, type CohortOffer } from '@/lib/courses/offer';
import { formatDay } from '@/lib/dates';
import { db, isUniqueViolation } from '@/lib/db';
import { kickOutbox } from '@/lib/mail/outbox';
import { siteUrl } from '@/lib/site-url';
import { AdminInputError } from '@/lib/admin/errors';
import type { Actor } from '@/lib/admin/leads';
import { slotLabel } from './changes';
import { enqueueMail } from '@/lib/mail/enqueue';

// A course's waitlist (leads of kind 'waitlist' about it, not yet invited) and the invitation to
// the cohort on sale: one e-mail each through the outbox, sent once per person whoever clicks and
// however often (the WaitlistInvite row, keyed by the lead, is written first and guards it), and
// only to entries whose address confirmed them (lib/waitlist/confirmation.ts): anyone can type
// anyone's address, and a name, into the form.

export const NOT_ON_SALE =
  'Only the cohort on sale now can invite the waitlist: publish it, with its last day to enrol today or later';
export const NO_COHORT_TO_INVITE = 'No such cohort';
export const NO_SEATS =
  'No batch of the cohort on sale has a free seat: nobody is invited until one has (open a batch or add seats)';

/**
 * The leads that may be waiting for a course: its waitlist leads not invited yet whose status says
 * they still wait (new, contacted, qualified); spam, closed and enrolled ones are left out.
 * waitingFor also leaves out those who have paid for the course since.
 */
const waitingWhere = (course: string) => ({
  kind: 'waitlist',
  course,
  status: { in: ['new', 'contacted', 'qualified'] },
  invite: { is: null },
});

/** The address a lead or enrolment is matched by: trimmed and lower-cased, or null when none. */
const addressOf = (email: string | null) => email?.trim().toLowerCase() || null;

/** A waitlist lead's preferred slot (index into batches.slots), or null: any slot. */
export function preferredSlot(details: string): number | null {
  try {
    const slot = (JSON.parse(details) as { slot?: unknown }).slot;
    return typeof slot === 'number' && Number.isInteger(slot) ? slot : null;
  } catch {
    return null;
  }
}

/**
 * The people waiting for `course`, first come first. A lead whose address has paid for the course
 * since it joined the waitlist (a paid enrolment made at or after the lead) waits no more: an
 * invitation would ask a learner who has paid to pay again. Only paid counts: anyone can start a
 * checkout, or report a bank transfer, with someone else's address, and that must not take them
 * off the waitlist. Someone who paid for an earlier cohort and then joined the waitlist for the
 * next still waits.
 */
export async function waitingFor(course: string) {
  const leads = await db().lead.findMany({
    where: waitingWhere(course),
    select: {
      id: true,
      name: true,
      email: true,
      phone: true,
      details: true,
      createdAt: true,
      confirmation: { select: { confirmedAt: true } },
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const addresses = [...new Set(leads.flatMap((l) => addressOf(l.email) ?? []))];
  const enrolled = new Map<string, number>();
  if (addresses.length) {
    const enrolments = await db().enrolment.findMany({
      where: { course, status: 'paid', email: { in: addresses } },
      select: { email: true, createdAt: true },
    });
    // Each address's latest enrolment: a lead made before it is answered.
    for (const e of enrolments) {
      const at = e.createdAt.getTime();
      if (at > (enrolled.get(e.email) ?? -Infinity)) enrolled.set(e.email, at);
    }
  }
  return leads
    .filter((l) => {
      const address = addressOf(l.email);
      const at = address ? enrolled.get(address) : undefined;
      return at === undefined || at < l.createdAt.getTime();
    })
    .map(({ details, confirmation, ...l }) => ({
      ...l,
      slot: preferredSlot(details),
      /** When the address confirmed the entry; null: never (it is not invited). */
      confirmedAt: confirmation?.confirmedAt ?? null,
    }));
}

/** The checkout link of an invitation: with their slot when its batch is open and has seats. */
export function inviteLink(offer: CohortOffer, slot: number | null): string {
  const base = `${siteUrl()}/checkout?course=${encodeURIComponent(offer.course)}`;
  const batch = slot === null ? undefined : offer.batches.find((b) => b.slot === slot);
  return batch && batchBookable(batch) ? `${base}&batch=${slot}` : base;
}

/** The slots of `offer` whose batch is open and has a seat now, earliest first. */
export const slotsWithSeats = (offer: CohortOffer) =>
  offer.batches
    .filter(batchBookable)
    .map((b) => b.slot)
    .sort((a, b) => a - b);

/**
 * The invitation e-mail, pre-rendered (the outbox sends it as it is), for the batch the person
 * asked for when it has a seat; otherwise (their batch full or closed, or any batch) it offers
 * each batch that has seats, each with its own checkout link.
 */
export function inviteMail(lead: { name: string }, offer: CohortOffer, slot: number | null) {
  const title = courseTitle(offer.course) ?? offer.course;
  const open = slotsWithSeats(offer);
  const theirs = slot !== null && open.includes(slot);
  const batchLines = theirs
    ? [
        `Your preferred batch, ${slotLabel(slot)} IST, has seats.`,
        '',
        `Enrol here: ${inviteLink(offer, slot)}`,
      ]
    : [
        slot === null
          ? 'These batches have seats now (times in India time):'
          : `Your preferred batch, ${slotLabel(slot)} IST, has no free seat now. These batches have seats (times in India time):`,
        '',
        ...open.map((s) => `${slotLabel(s)} IST: ${inviteLink(offer, s)}`),
      ];
  return {
    subject: `${title}: Cohort ${offer.number} is open for enrolment`,
    text: [
      `Dear ${lead.name},`,
      '',
      `You asked ${site.name} to tell you when the next cohort of ${title} opens.`,
      `Cohort ${offer.number} starts on ${formatDay(offer.start)}; you can enrol until ${formatDay(offer.enrolUntil)}.`,
      ...batchLines,
      '',
      'Seats in each batch are limited and go to those who enrol first.',
      '',
      site.name,
      '',
    ].join('\n'),
  };
}

/**
 * Invites the waitlist of the cohort `cohortId`, which must be its course's cohort on sale: for
 * each address waiting that confirmed one of its entries, the WaitlistInvite rows of its leads and
 * one outbox row in one transaction (a person who joined the waitlist twice, or an address typed
 * into the form many times, gets one e-mail: the first confirmed lead's). A lead another click
 * (or instance) has invited meanwhile is skipped: its invite row exists, and the insert's unique
 * violation rolls this one back.
 */
export async function inviteWaitlist(cohortId: string, by: Actor, now: number) {
  const cohort = await db().cohort.findUnique({
    where: { id: cohortId },
    select: { course: true },
  });
  if (!cohort) throw new AdminInputError(NO_COHORT_TO_INVITE);
  const offer = await currentCohort(cohort.course, now);
  if (!offer || offer.id !== cohortId) throw new AdminInputError(NOT_ON_SALE);
  // No batch with a seat: an invitation would offer nothing (and use up the person's place).
  if (!slotsWithSeats(offer).length) throw new AdminInputError(NO_SEATS);
  const waiting = await waitingFor(cohort.course);
  const byAddress = new Map<string, typeof waiting>();
  for (const lead of waiting) {
    const address = addressOf(lead.email);
    if (address) byAddress.set(address, [...(byAddress.get(address) ?? []), lead]);
  }
  let invited = 0;
  for (const leads of byAddress.values()) {
    // An address none of whose entries it confirmed gets nothing (and stays waiting: confirmed
    // later, a later click invites it). One that confirmed an entry is invited once, greeted by
    // that entry's name, and its other entries go with it.
    const lead = leads.find((l) => l.confirmedAt);
    if (!lead) continue;
    const mail = inviteMail(lead, offer, lead.slot);
    try {
      await db().$transaction(async (tx) => {
        for (const l of leads) {
          await tx.waitlistInvite.create({
            data: { leadId: l.id, cohortId, actorId: by.id, actorName: by.name },
          });
        }
        await enqueueMail(tx, {
          topic: 'waitlist-invite',
          leadId: lead.id,
          to: lead.email!,
          ...mail,
        });
      });
      invited++;
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
  }
  if (invited) kickOutbox();
  return { invited, waiting: waiting.length };
}

/** How many of the course's waitlist have been invited (to any of its cohorts). */
export function invitedCount(course: string) {
  return db().waitlistInvite.count({ where: { lead: { course, kind: 'waitlist' } } });
}

export const NOT_INVITED = 'This person has not been invited yet: use Invite the waitlist';
export const INVITED_MEANWHILE =
  'This person was invited again by someone else meanwhile. Reload to see when.';
export const NOT_WAITING =
  'This person no longer waits: they have paid for the course, or staff closed their entry';
export const NOT_CONFIRMED_INVITE = 'This entry’s address has not confirmed it: it is not invited';

/**
 * The people of `course`'s waitlist who have been invited: when, to which cohort, by whom, newest
 * first; `paid` when their address has paid for the course since joining (they have left the
 * waitlist and are not invited again).
 */
export async function invitedFor(course: string) {
  const rows = await db().waitlistInvite.findMany({
    where: { lead: { course, kind: 'waitlist' } },
    select: {
      createdAt: true,
      actorName: true,
      cohort: { select: { id: true, number: true } },
      lead: { select: { id: true, name: true, email: true, status: true, createdAt: true } },
    },
    orderBy: [{ createdAt: 'desc' }, { leadId: 'asc' }],
  });
  const paid = await paidSince(
    course,
    rows.map((r) => r.lead),
  );
  return rows.map((r) => ({
    leadId: r.lead.id,
    name: r.lead.name,
    email: r.lead.email,
    at: r.createdAt,
    actorName: r.actorName,
    cohort: r.cohort,
    paid: paid.has(r.lead.id),
    closed: !['new', 'contacted', 'qualified'].includes(r.lead.status),
  }));
}

/** The ids of `leads` whose address has a paid enrolment in `course` made at or after the lead. */
async function paidSince(
  course: string,
  leads: { id: string; email: string | null; createdAt: Date }[],
  tx: Pick<ReturnType<typeof db>, 'enrolment'> = db(),
) {
  const addresses = [...new Set(leads.flatMap((l) => addressOf(l.email) ?? []))];
  const latest = new Map<string, number>();
  if (addresses.length) {
    const enrolments = await tx.enrolment.findMany({
      where: { course, status: 'paid', email: { in: addresses } },
      select: { email: true, createdAt: true },
    });
    for (const e of enrolments) {
      const at = e.createdAt.getTime();
      if (at > (latest.get(e.email) ?? -Infinity)) latest.set(e.email, at);
    }
  }
  return new Set(
    leads
      .filter((l) => {
        const address = addressOf(l.email);
        const at = address ? latest.get(address) : undefined;
        return at !== undefined && at >= l.createdAt.getTime();
      })
      .map((l) => l.id),
  );
}

/**
 * 'Invite again': one invited person (`leadId`) is invited to the cohort on sale once more, e.g.
 * when seats open after their first invitation. `seenAt` is the time of the invitation the page
 * showed: the invitation row is moved on only if it is still that one, so a double click, or two
 * members of staff at once, send one e-mail. Only a confirmed entry that still waits (not paid
 * since, not closed) is invited, and only when a batch has a seat.
 */
export async function reinviteWaitlist(leadId: string, seenAt: string, by: Actor, now: number) {
  const lead = await db().lead.findUnique({
    where: { id: leadId },
    select: {
      id: true,
      kind: true,
      course: true,
      name: true,
      email: true,
      status: true,
      createdAt: true,
      details: true,
      invite: { select: { createdAt: true } },
      confirmation: { select: { confirmedAt: true } },
    },
  });
  if (!lead || lead.kind !== 'waitlist' || !lead.course || !lead.email)
    throw new AdminInputError(NOT_INVITED);
  if (!lead.invite) throw new AdminInputError(NOT_INVITED);
  const seen = new Date(seenAt);
  if (Number.isNaN(seen.getTime()) || seen.getTime() !== lead.invite.createdAt.getTime())
    throw new AdminInputError(INVITED_MEANWHILE);
  if (!lead.confirmation?.confirmedAt) throw new AdminInputError(NOT_CONFIRMED_INVITE);
  if (!['new', 'contacted', 'qualified'].includes(lead.status))
    throw new AdminInputError(NOT_WAITING);
  if ((await paidSince(lead.course, [lead])).size) throw new AdminInputError(NOT_WAITING);
  const offer = await currentCohort(lead.course, now);
  if (!offer) throw new AdminInputError(NOT_ON_SALE);
  if (!slotsWithSeats(offer).length) throw new AdminInputError(NO_SEATS);
  const mail = inviteMail(lead, offer, preferredSlot(lead.details));
  await db().$transaction(async (tx) => {
    const moved = await tx.waitlistInvite.updateMany({
      where: { leadId, createdAt: lead.invite!.createdAt },
      data: { createdAt: new Date(now), cohortId: offer.id, actorId: by.id, actorName: by.name },
    });
    if (moved.count !== 1) throw new AdminInputError(INVITED_MEANWHILE);
    await enqueueMail(tx, { topic: 'waitlist-invite', leadId, to: lead.email!, ...mail });
  });
  kickOutbox();
  return { cohort: offer.number };
}
