'use client';

import { useActionState } from 'react';
import { AdminField, AdminInput } from '@/components/admin/filter-select';
import { Refusal } from '@/components/admin/refusal';
import { buttonClass } from '@/components/ui/button';
import {
  createResetLinkAction,
  inviteStaffAction,
  type SecretResult,
} from '@/lib/admin/actions/people';

const control = 'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-2';

/** The answer of an action that makes a secret: shown once, here only. */
function Secret({ state }: { state: SecretResult }) {
  if (!state) return null;
  if (!state.ok) {
    return <Refusal className="mt-3">{state.message}</Refusal>;
  }
  return (
    <div
      role="status"
      className="mt-3 rounded-lg bg-green-50 p-3 text-green-900 ring-1 ring-green-300"
    >
      <p className="font-semibold">{state.what}: copy it now, it is shown only once.</p>
      {state.link ? (
        <p className="mt-1 font-mono text-sm break-all" data-testid="secret">
          {state.link}
        </p>
      ) : null}
      {state.password ? (
        <p className="mt-1 font-mono text-lg" data-testid="secret">
          {state.password}
        </p>
      ) : null}
    </div>
  );
}

export function InviteForm() {
  const [state, action, pending] = useActionState(inviteStaffAction, null);
  return (
    <form action={action} className="grid gap-3 sm:grid-cols-2" aria-label="Invite staff">
      <AdminInput label="Name" name="name" required maxLength={100} />
      <AdminInput label="Email" name="email" type="email" required />
      <AdminField label="Role">
        <select name="role" className={control} defaultValue="staff">
          <option value="staff">staff</option>
          <option value="admin">admin</option>
        </select>
      </AdminField>
      <fieldset className="grid gap-1 text-sm">
        <legend className="font-semibold">How they get in</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="mode" value="link" defaultChecked className="size-5" /> A link
          to choose a password (48 hours)
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="mode" value="password" className="size-5" /> A one-time password
        </label>
      </fieldset>
      <div className="sm:col-span-2">
        <button type="submit" disabled={pending} className={buttonClass('primary')}>
          {pending ? 'Inviting...' : 'Invite'}
        </button>
        <Secret state={state} />
      </div>
    </form>
  );
}

export function ResetLinkForm({ id, email }: { id: string; email: string }) {
  const [state, action, pending] = useActionState(createResetLinkAction, null);
  return (
    <form action={action}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="email" value={email} />
      <button
        type="submit"
        disabled={pending}
        className="text-sm font-semibold text-brand underline"
      >
        Password link<span className="sr-only"> for {email}</span>
      </button>
      <Secret state={state} />
    </form>
  );
}
