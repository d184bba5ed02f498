import { flashText } from '@/lib/admin/flash-text';
import { Refusal } from './refusal';

/**
 * What the last change did, or why it was refused: the action's redirect carries a code, shown as
 * the school's sentence for it (lib/admin/flash-text.ts); an unknown code shows nothing.
 * `problem` is a message the page itself worked out (never text from the URL).
 */
export function Flash({
  saved,
  error,
  problem,
}: {
  saved?: string;
  error?: string;
  problem?: string | null;
}) {
  const refused = problem || flashText('error', error);
  if (refused) {
    return <Refusal className="mb-4">{refused}</Refusal>;
  }
  const done = flashText('saved', saved);
  if (done) {
    return (
      <p
        role="status"
        className="mb-4 rounded-lg bg-green-50 p-3 text-green-900 ring-1 ring-green-300"
      >
        {done}
      </p>
    );
  }
  return null;
}
