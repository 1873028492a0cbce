import Link from 'next/link';

/** Previous and next links of a list split into pages, with where it stands. */
export function Pager({
  page,
  pages,
  link,
  labels,
}: {
  page: number;
  pages: number;
  /** The address of a page of the list. */
  link: (page: number) => string;
  labels: {
    readonly nav: string;
    readonly previous: string;
    readonly next: string;
    readonly at: string;
  };
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="flex items-center gap-4">
      {page > 1 && (
        <Link href={link(page - 1)} rel="prev" className="underline">
          {labels.previous}
        </Link>
      )}
      <span>{labels.at}</span>
      {page < pages && (
        <Link href={link(page + 1)} rel="next" className="underline">
          {labels.next}
        </Link>
      )}
    </nav>
  );
}
