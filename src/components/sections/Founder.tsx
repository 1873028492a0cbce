import { getTranslations } from 'next-intl/server';
import { SafeImage } from '@/components/ui/SafeImage';
import type { HomeSections } from '@/content/pages/home/sections';
import { company } from '@/site/company';

export async function Founder({ copy }: { copy: HomeSections['founder'] }) {
  const t = await getTranslations('Founder');
  const tImage = await getTranslations('Image');
  const { src, width, height } = company.founderImage;
  return (
    <section aria-labelledby="founder" className="py-16">
      <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 sm:px-6 md:grid-cols-[20rem_minmax(0,1fr)]">
        <SafeImage
          src={src}
          alt={t('imageAlt', { name: copy.name })}
          width={width}
          height={height}
          unavailable={tImage('unavailable')}
          className="h-auto w-full max-w-80 rounded-xl"
        />
        <div>
          <h2 id="founder" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {copy.title}
          </h2>
          <p className="mt-4 text-lg font-semibold">{copy.name}</p>
          <p className="text-ink-soft">{copy.role}</p>
          {copy.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4 leading-relaxed text-ink-soft">
              {paragraph}
            </p>
          ))}
          <blockquote className="mt-6 border-l-4 border-brand pl-4 text-lg text-ink italic">
            <p>{copy.quote}</p>
          </blockquote>
        </div>
      </div>
    </section>
  );
}
