/** A numbered step's number in a round brand badge, hidden from screen readers (the list counts). */
export function StepNumber({ n, className }: { n: number; className: string }) {
  return (
    <span aria-hidden="true" className={`${className} rounded-full bg-brand font-bold text-white`}>
      {n}
    </span>
  );
}
