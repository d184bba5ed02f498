import { Download } from 'lucide-react';
import type { ReactNode } from 'react';

/** A link that downloads the course's curriculum PDF (`href`), a button with the download icon. */
export function CurriculumDownload({
  href,
  className,
  children,
}: {
  href: string;
  /** The button's look (buttonClass). */
  className: string;
  children: ReactNode;
}) {
  return (
    <a href={href} download className={className}>
      <Download aria-hidden="true" className="size-5" />
      {children}
    </a>
  );
}
