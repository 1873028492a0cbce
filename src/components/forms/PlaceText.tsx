import type { ShownPlace } from '@/lib/call-place';

/** Where a call happens, as the visitor reads it, its video address a link. */
export function PlaceText({ text, url }: ShownPlace) {
  const at = url ? text.indexOf(url) : -1;
  if (!url || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <a href={url} className="break-all text-brand-strong underline">
        {url}
      </a>
      {text.slice(at + url.length)}
    </>
  );
}
