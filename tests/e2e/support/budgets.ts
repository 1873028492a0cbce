import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { builtScripts, pageScripts, type BuiltScript } from '../../../scripts/lib/page-scripts.mjs';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/** The JavaScript budgets per template (bench/budgets.json). */
export interface Budgets {
  readonly referenceKiB: number;
  readonly templates: readonly {
    readonly name: string;
    readonly de: string;
    readonly en: string;
    readonly allowanceKiB: number;
  }[];
}

export const budgets = JSON.parse(
  readFileSync(path.join(root, 'bench', 'budgets.json'), 'utf8'),
) as Budgets;

/** The most a page of the template named `name` may load, in KiB. */
export function limitOf(name: string): number {
  const template = budgets.templates.find((each) => each.name === name);
  if (!template) throw new Error(`No budget for the template “${name}”`);
  return budgets.referenceKiB + template.allowanceKiB;
}

/** Scripts as the build holds them compressed: their sum in KiB, a listing, their code. */
export interface Scripts {
  readonly total: number;
  readonly listing: string;
  readonly code: string;
}

function summed(scripts: readonly BuiltScript[]): Scripts {
  return {
    total: scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024,
    listing: scripts
      .map((script) => `${path.basename(script.source)} ${(script.bytes / 1024).toFixed(1)} KiB`)
      .join(', '),
    code: scripts.map((script) => script.code.toString('utf8')).join('\n'),
  };
}

/** The scripts a page's HTML loads. */
export function scriptsOf(html: string): Scripts {
  return summed(pageScripts(html, root));
}

/**
 * The scripts `page` fetches from now on, those its HTML lists and those its code asks for later
 * (a form's code, for one), each once: call the returned function to read them.
 */
export function fetchedScripts(page: Page): () => Scripts {
  const sources = new Set<string>();
  page.on('request', (request) => {
    const source = /^\/_next\/(static\/.+\.js)$/.exec(new URL(request.url()).pathname)?.[1];
    if (source && request.resourceType() === 'script') sources.add(source);
  });
  return () => summed(builtScripts([...sources], root));
}

/** A name only the forms' code holds: the signed time each form sends. */
export const FORMS_CODE = 'formTime';
