import { ColumnHeads } from '@/components/ui/column-heads';

/** One row of a practice result's score by section. */
export type SectionScore = {
  key: string;
  name: string;
  correct: number;
  total: number;
  /** Marked as the section to work on. */
  weak?: boolean;
};

/** A practice result's 'Score by section' table (mock papers, readiness checks). */
export function SectionScores({ rows, className }: { rows: SectionScore[]; className: string }) {
  return (
    <table className={`w-full text-left ${className}`}>
      <caption className="sr-only">Score by section</caption>
      <ColumnHeads
        className="border-b border-slate-300 text-sm text-muted"
        cellClassName="py-2"
        labels={['Section', 'Score']}
      />
      <tbody>
        {rows.map((s) => (
          <tr key={s.key} className={`border-b border-slate-200 ${s.weak ? 'bg-amber-50' : ''}`}>
            <th scope="row" className="py-2 pr-3 font-semibold">
              {s.name}
            </th>
            <td className="py-2 whitespace-nowrap">
              {s.correct} / {s.total}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
