/** One line of the landing page's batch promo (components/home/about.tsx): a dot, then the text. */
export function PromoItem({ children }: { children: React.ReactNode }) {
  return (
    <li className="flex gap-3">
      <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-amber-300" />
      <span>{children}</span>
    </li>
  );
}
