const titleClasses = {
  large: 'text-2xl font-bold tracking-tight sm:text-3xl',
  compact: 'text-2xl font-bold tracking-tight',
  plain: 'text-2xl font-bold',
};

export type TitleStyle = keyof typeof titleClasses;

/** Title and optional intro at the top of a page section. */
export function SectionHeader({
  id,
  title,
  intro,
  titleStyle = 'compact',
}: {
  id: string;
  title: string;
  intro?: string;
  titleStyle?: TitleStyle;
}) {
  return (
    <>
      <h2 id={id} className={titleClasses[titleStyle]}>
        {title}
      </h2>
      {intro && <p className="mt-3 max-w-3xl text-ink-soft">{intro}</p>}
    </>
  );
}
