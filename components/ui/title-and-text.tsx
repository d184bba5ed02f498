/**
 * A card's words beside its icon or photo: the title in bold over its sentence in small muted
 * text, both in one span (so they sit in the phrasing content of a list item or link).
 */
export function TitleAndText({ title, text }: { title: string; text: string }) {
  return (
    <span>
      <span className="block font-semibold text-ink">{title}</span>
      <span className="block text-sm text-muted">{text}</span>
    </span>
  );
}
