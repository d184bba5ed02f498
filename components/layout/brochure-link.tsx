import { brochureFileName } from '@/lib/pdf/file-name';

type BrochureDownloadLinkProps = Omit<React.ComponentPropsWithoutRef<'a'>, 'href' | 'download'> & {
  children: React.ReactNode;
};

/**
 * A plain link that downloads the brochure PDF under the school's file name (spec §2 'Download
 * Brochure'). Works without JavaScript: `download` names the file and `?download=1` makes the
 * server answer it as an attachment for browsers that ignore the attribute. Other anchor props
 * (a menu's `onClick` that closes it) pass through when a client component renders it.
 */
export function BrochureDownloadLink({ children, ...props }: BrochureDownloadLinkProps) {
  return (
    <a {...props} href="/brochure.pdf?download=1" download={brochureFileName()}>
      {children}
    </a>
  );
}
