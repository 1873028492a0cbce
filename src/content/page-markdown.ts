import { parse as parseYaml } from 'yaml';
import type { ContentSection, FaqEntry, PageBody } from './types';

/**
 * A page's content file (`src/content/pages/<page>/de.md`, `en.md`): YAML front matter with the
 * page's title, description, heading and lead, then its body in a small, fixed Markdown shape:
 *
 *     ## Section title          a section
 *     A paragraph.              paragraphs, separated by blank lines
 *     - A point                 a bullet list after the paragraphs (`1. ` numbers it)
 *     ## FAQ                    the questions and answers, to the end of the file
 *     ### Question?             a question, its answer in the paragraph below
 *
 * Text is plain: no emphasis, links or HTML, because each paragraph is rendered as one text node.
 */
export interface PageFile {
  readonly meta: Readonly<Record<string, string>>;
  readonly body: PageBody;
}

const FAQ_HEADING = 'FAQ';

export class PageFileError extends Error {}

function frontMatter(source: string): { meta: Record<string, string>; rest: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match?.[1]) return { meta: {}, rest: source };
  const parsed: unknown = parseYaml(match[1]);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new PageFileError('The front matter is not a list of "key: text" lines');
  const meta: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string') throw new PageFileError(`Front matter "${key}" is not text`);
    meta[key] = value;
  }
  return { meta, rest: source.slice(match[0].length) };
}

/** Parses a content file; throws `PageFileError` naming the line that breaks the shape. */
export function parsePageFile(source: string): PageFile {
  const { meta, rest } = frontMatter(source.replace(/\r\n?/g, '\n'));
  const sections: { title: string; paragraphs: string[]; points: string[]; ordered: boolean }[] =
    [];
  const faq: { question: string; answer: string[] }[] = [];
  let inFaq = false;
  const blocks = rest.split(/\n{2,}/).map((block) => block.trim());
  for (const block of blocks.filter(Boolean)) {
    const lines = block.split('\n');
    const first = lines[0] ?? '';
    const heading = /^(#{2,3}) (.+)$/.exec(first);
    if (heading && lines.length > 1)
      throw new PageFileError(`Leave a blank line after the heading "${first}"`);
    const title = heading?.[2] ?? '';
    if (heading?.[1] === '##') {
      if (title === FAQ_HEADING) inFaq = true;
      else if (inFaq) throw new PageFileError(`The section "${title}" comes after the FAQ`);
      else sections.push({ title, paragraphs: [], points: [], ordered: false });
    } else if (heading) {
      if (!inFaq) throw new PageFileError(`The question "${title}" is outside the FAQ`);
      faq.push({ question: title, answer: [] });
    } else if (inFaq) {
      const entry = faq.at(-1);
      if (!entry) throw new PageFileError(`Text before the first question: "${first}"`);
      entry.answer.push(lines.join(' '));
    } else {
      const section = sections.at(-1);
      if (!section) throw new PageFileError(`Text before the first section: "${first}"`);
      const bullet = /^(- |\d+\. )/;
      if (lines.every((line) => bullet.test(line))) {
        section.ordered = !first.startsWith('- ');
        section.points.push(...lines.map((line) => line.replace(bullet, '').trim()));
      } else if (lines.some((line) => bullet.test(line)))
        throw new PageFileError(`Leave a blank line between text and list: "${first}"`);
      else if (section.points.length)
        throw new PageFileError(`Text after the list in "${section.title}": "${first}"`);
      else section.paragraphs.push(lines.join(' '));
    }
  }
  const body: PageBody = {
    sections: sections.map(({ title, paragraphs, points, ordered }): ContentSection => {
      if (!points.length) return { title, paragraphs };
      return ordered ? { title, paragraphs, points, ordered } : { title, paragraphs, points };
    }),
    ...(faq.length && {
      faq: faq.map(({ question, answer }): FaqEntry => ({ question, answer: answer.join(' ') })),
    }),
  };
  return { meta, body };
}

/** What a page's two language versions must share: sections, list lengths, FAQ and links. */
export function pageShape(file: PageFile, source: string) {
  return {
    meta: Object.keys(file.meta).sort(),
    sections: file.body.sections.map((section) => [
      section.paragraphs.length,
      section.points?.length ?? 0,
      section.ordered ?? false,
    ]),
    faq: file.body.faq?.length ?? 0,
    links: [...source.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]),
  };
}
