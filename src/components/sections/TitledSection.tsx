import type { ReactNode } from 'react';
import { SectionHeader, type TitleStyle } from './SectionHeader';

const widths = { '3xl': 'max-w-3xl', '4xl': 'max-w-4xl', '7xl': 'max-w-7xl' };

/** A page section labelled by its `<h2>`, in the centred page column. */
export function TitledSection({
  id,
  title,
  intro,
  titleStyle,
  className,
  width = '7xl',
  anchor,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  intro?: string;
  titleStyle?: TitleStyle;
  /** Spacing and background of the section. */
  className: string;
  width?: keyof typeof widths;
  /** The section's own id, for links into the page. */
  anchor?: string;
  children: ReactNode;
}) {
  return (
    <section id={anchor} aria-labelledby={id} className={className}>
      <div className={`mx-auto ${widths[width]} px-4 sm:px-6`}>
        <SectionHeader id={id} title={title} intro={intro} titleStyle={titleStyle} />
        {children}
      </div>
    </section>
  );
}
