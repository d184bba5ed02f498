import type { z } from 'zod/mini';

/** The columns of a Lead that staff filter, sort and search by (prisma/schema.prisma). */
export type LeadColumns = {
  name: string;
  email?: string | null;
  phone?: string | null;
  course?: string | null;
  subject?: string | null;
  message?: string | null;
  page?: string | null;
};

/**
 * The columns for who sent a form that asks for a name, an e-mail address and a phone number, and
 * the page it was sent from.
 */
export function senderColumns(i: {
  name: string;
  email: string;
  phoneNumber: string;
  page?: string;
}): LeadColumns {
  return { name: i.name, email: i.email, phone: i.phoneNumber, page: i.page || null };
}

/** The staff e-mail's first lines: who sent the lead and how to reach them. */
export function senderLines(l: LeadColumns): [label: string, value: string][] {
  return [
    ['Name', l.name],
    ['Email', l.email ?? '-'],
    ['Phone', l.phone ?? '-'],
  ];
}

/**
 * One kind of lead: the API's input schema, the schema of its own fields (stored as JSON in
 * `details`, checked on the way in and on the way out), how an input splits into columns and
 * details, and the lines of the staff e-mail. Adding a kind is one of these, one content module
 * and one form.
 */
export type LeadKind<In extends z.ZodMiniType = z.ZodMiniType, D = unknown> = {
  kind: string;
  /** How staff e-mails and the inbox name it: 'contact message'. */
  label: string;
  input: In;
  details: z.ZodMiniType<D>;
  toLead(input: z.infer<In>): { columns: LeadColumns; details: D };
  mailLines(lead: LeadColumns & { id: string; details: D }): [label: string, value: string][];
  /**
   * The visitor may correct and confirm what they sent (the callback dialog's verify step): the
   * POST answers an unguessable token, and only its hash is stored (`editTokenHash` in details).
   */
  editable?: boolean;
};

export function defineLeadKind<In extends z.ZodMiniType, D>(kind: LeadKind<In, D>) {
  return kind;
}
