import type { ReactNode } from 'react';
import { ConfirmSubmit } from '@/components/admin/confirm-submit';
import { controlClass, LabelledInput } from '@/components/admin/detail-parts';
import { buttonClass } from '@/components/ui/button';
import {
  addRecordingAction,
  cancelSessionAction,
  moveSessionAction,
  setSessionTopicAction,
} from '@/lib/admin/actions/classes';
import type { SessionLine } from '@/lib/admin/classes/timetable';
import { formatDateTime } from '@/lib/dates';

type Where = { cohortId: string; batchId: string };

const inputClass = `${controlClass} w-full min-w-0 font-normal`;
const labelClass = 'grid min-w-0 gap-1 text-sm font-semibold text-ink';
const submitClass = buttonClass('outline', 'min-h-11 justify-self-start px-4 text-sm');

/** A status as a small badge: scheduled, cancelled, moved. */
function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
      {children}
    </span>
  );
}

/** One of a class's forms: its hidden fields (which class, as seen), its fields and its button. */
function SessionForm({
  action,
  where,
  session,
  title,
  button,
  confirm,
  children,
}: {
  action: (form: FormData) => Promise<void>;
  where: Where;
  session: SessionLine;
  title: string;
  button: string;
  /** Asked before the change is made: the question, and the two answers. */
  confirm?: { question: string; yes: string; no: string };
  children: ReactNode;
}) {
  return (
    <form action={action} className="grid min-w-0 grid-cols-1 gap-2 border-t border-slate-200 pt-3">
      <input type="hidden" name="cohortId" value={where.cohortId} />
      <input type="hidden" name="batchId" value={where.batchId} />
      <input type="hidden" name="sessionId" value={session.id} />
      <input type="hidden" name="sequence" value={session.sequence} />
      <h5 className="font-semibold text-ink">{title}</h5>
      {children}
      {confirm ? (
        <ConfirmSubmit label={button} labelDetail={session.when} {...confirm} />
      ) : (
        <button type="submit" className={submitClass}>
          {button}
          <span className="sr-only">: {session.when}</span>
        </button>
      )}
    </form>
  );
}

/** A class of the timetable: when, topic, status, recording, and staff's changes to it. */
export function ClassSessionItem({ where, session: s }: { where: Where; session: SessionLine }) {
  return (
    // The page comes back here after a change to this class (#class-<id>).
    <li
      id={`class-${s.id}`}
      tabIndex={-1}
      className="min-w-0 scroll-mt-4 rounded-lg bg-slate-50 p-3 target:ring-2 target:ring-brand"
    >
      <h4 className="font-semibold text-ink">
        <span className={s.status === 'cancelled' ? 'line-through' : undefined}>{s.when}</span>
      </h4>
      <p className="mt-1 flex flex-wrap gap-1">
        {s.status === 'cancelled' ? (
          <Badge tone="bg-red-100 text-red-800">cancelled</Badge>
        ) : (
          <Badge tone="bg-green-100 text-green-900">scheduled</Badge>
        )}
        {s.moved ? <Badge tone="bg-amber-100 text-amber-900">moved</Badge> : null}
        {s.held ? <Badge tone="bg-slate-200 text-ink">held</Badge> : null}
      </p>
      <dl className="mt-2 grid grid-cols-1 gap-1 text-sm">
        <div className="min-w-0">
          <dt className="inline text-muted">Topic: </dt>
          <dd className="inline wrap-anywhere text-ink">
            {s.topic}
            {!s.staffTopic && s.fromCurriculum ? ' (the curriculum’s lesson)' : ''}
          </dd>
        </div>
        {s.status === 'cancelled' ? (
          <div className="min-w-0">
            <dt className="inline text-muted">Reason shown to learners: </dt>
            <dd className="inline wrap-anywhere text-ink">{s.cancelReason}</dd>
          </div>
        ) : null}
        <div className="min-w-0">
          <dt className="inline text-muted">Recording: </dt>
          <dd className="inline text-ink">
            {s.recordingUrl ? (
              <>
                <a
                  href={s.recordingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="break-all text-brand underline"
                >
                  {s.recordingUrl}
                </a>
                {s.recordingAt ? <> (added {formatDateTime(s.recordingAt)} IST)</> : null}
              </>
            ) : (
              'none yet'
            )}
          </dd>
        </div>
      </dl>
      <details className="mt-2 min-w-0">
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-brand">
          Change this class<span className="sr-only">: {s.when}</span>
        </summary>
        <div className="grid min-w-0 grid-cols-1 gap-3 pt-2">
          <SessionForm
            action={setSessionTopicAction}
            where={where}
            session={s}
            title="Topic"
            button="Save the topic"
          >
            <LabelledInput
              label="Topic (empty: the curriculum’s lesson)"
              name="topic"
              defaultValue={s.staffTopic ?? ''}
              maxLength={200}
            />
          </SessionForm>
          {s.over ? (
            <p className="text-sm text-muted">
              {s.held
                ? 'This class has been held: it cannot be moved or cancelled.'
                : 'This class was cancelled and its time has passed: it cannot be scheduled again.'}
            </p>
          ) : (
            <>
              {s.status === 'cancelled' ? null : (
                <SessionForm
                  action={cancelSessionAction}
                  where={where}
                  session={s}
                  title="Cancel"
                  button="Cancel this class"
                  confirm={{
                    question: `Cancel the class of ${s.when}? Each learner of the batch is e-mailed the reason at once.`,
                    yes: 'Yes, cancel the class',
                    no: 'No, keep it',
                  }}
                >
                  <label className={labelClass}>
                    Reason (shown to learners and e-mailed to them)
                    <textarea
                      name="reason"
                      required
                      maxLength={1000}
                      rows={2}
                      className={`${inputClass} py-2`}
                    />
                  </label>
                </SessionForm>
              )}
              <SessionForm
                action={moveSessionAction}
                where={where}
                session={s}
                title={s.status === 'cancelled' ? 'Move (schedules it again)' : 'Move'}
                button="Move this class"
              >
                <div className="grid min-w-0 grid-cols-1 gap-2 sm:grid-cols-2">
                  <LabelledInput
                    label="New date"
                    type="date"
                    name="date"
                    required
                    defaultValue={s.date}
                  />
                  <LabelledInput
                    label="New start time (IST, HH:MM)"
                    type="time"
                    name="time"
                    required
                    step={60}
                    defaultValue={s.time}
                  />
                </div>
                <p className="text-sm text-muted">
                  The class keeps its length; learners are e-mailed the new time.
                </p>
              </SessionForm>
            </>
          )}
          {s.status === 'cancelled' ? null : s.started ? (
            <SessionForm
              action={addRecordingAction}
              where={where}
              session={s}
              title={s.recordingUrl ? 'Replace the recording' : 'Add the recording'}
              button="Save the recording"
            >
              <LabelledInput
                label="Recording address (https; YouTube and Vimeo play in the course player)"
                type="url"
                name="url"
                required
                maxLength={1000}
                inputMode="url"
                defaultValue={s.recordingUrl ?? ''}
              />
            </SessionForm>
          ) : (
            <p className="text-sm text-muted">
              A recording can be added once the class has started.
            </p>
          )}
        </div>
      </details>
    </li>
  );
}
