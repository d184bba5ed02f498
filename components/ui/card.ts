/** The white panel of the learner and checkout pages (the back office has its own, smaller). */
export const cardClass = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';
