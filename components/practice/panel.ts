/** The white panel of the practice pages (quizzes, papers, the orientation and readiness tests). */
export const panelClass = 'rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8';
