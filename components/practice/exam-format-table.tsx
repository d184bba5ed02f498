import { ColumnHeads } from '@/components/ui/column-heads';
import type { ExamFormat } from '@/content/practice/exam-formats';

/** One exam's format as a table: sections, durations, marks; then total, scoring and pass mark. */
export function ExamFormatTable({ exam }: { exam: ExamFormat }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="pb-3 text-left font-display text-xl font-bold text-ink">
          {exam.name}
          <span className="ml-2 align-middle text-sm font-semibold text-muted">{exam.level}</span>
        </caption>
        <ColumnHeads
          className="border-b border-slate-300 text-muted"
          cellClassName="py-2 font-semibold"
          labels={['Section', 'Duration', 'Marks']}
        />
        <tbody>
          {exam.sections.map((s) => (
            <tr key={s.name} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-2 pr-3 font-medium">
                {s.name}
              </th>
              <td className="py-2 pr-3">{s.duration}</td>
              <td className="py-2">{s.marks}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-3 grid gap-1 text-sm">
        <div>
          <dt className="inline font-semibold">Total: </dt>
          <dd className="inline">{exam.total}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Scoring: </dt>
          <dd className="inline">{exam.scoring}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">To pass: </dt>
          <dd className="inline">{exam.pass}</dd>
        </div>
      </dl>
    </div>
  );
}
