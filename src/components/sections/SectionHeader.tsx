/** Title and optional intro at the top of a page section. */
export function SectionHeader({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <>
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-3 max-w-3xl text-ink-soft">{intro}</p>}
    </>
  );
}
