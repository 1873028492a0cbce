import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');
const LEADS = path.join(SRC, 'server/leads');

/** The modules an enquiry or a booking passes through, from the form's action to the database. */
const LEAD_PATH = [
  'next/leads/actions.ts',
  'next/leads/booking-actions.ts',
  'next/leads/pipeline.ts',
  'server/leads/verdict.ts',
  'server/leads/enquiries.ts',
  'server/leads/bookings.ts',
].map((file) => path.join(SRC, file));

function program(files: readonly string[]): ts.Program {
  const configFile = ts.findConfigFile(LEADS, (file) => ts.sys.fileExists(file));
  if (!configFile) throw new Error('tsconfig.json not found');
  const { config } = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile));
  return ts.createProgram(files, { ...options, noEmit: true });
}

/** Whether a type is declared in the project (not in a library's or the platform's `.d.ts`). */
const ownType = (type: ts.Type) =>
  (type.aliasSymbol ?? type.getSymbol())
    ?.getDeclarations()
    ?.some((declaration) => !declaration.getSourceFile().isDeclarationFile) ?? false;

/** Whether `type` can be called, or is an object of the project's with a member that can. */
function holdsFunction(type: ts.Type, checker: ts.TypeChecker, depth = 0): boolean {
  const types = type.isUnion() ? type.types : [type];
  return types.some(
    (member) =>
      member.getCallSignatures().length > 0 ||
      (depth === 0 &&
        ownType(member) &&
        checker
          .getPropertiesOfType(member)
          .some((property) =>
            holdsFunction(
              checker.getNonNullableType(checker.getTypeOfSymbol(property)),
              checker,
              depth + 1,
            ),
          )),
  );
}

/** `file`'s exported functions with a parameter that takes a function: "name(parameter)". */
function callbackParameters(source: ts.SourceFile, checker: ts.TypeChecker): string[] {
  const found: string[] = [];
  const moduleSymbol = checker.getSymbolAtLocation(source);
  for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
    const type = checker.getTypeOfSymbol(exported);
    for (const signature of type.getCallSignatures())
      for (const parameter of signature.getParameters()) {
        const parameterType = checker.getNonNullableType(checker.getTypeOfSymbol(parameter));
        if (holdsFunction(parameterType, checker))
          found.push(`${exported.getName()}(${parameter.getName()})`);
      }
  }
  return found;
}

describe('the lead path', () => {
  it('passes values, not functions: no exported function of it takes a function argument', () => {
    // A module written the other way, which the check must catch.
    const folder = mkdtempSync(path.join(tmpdir(), 'lead-path-'));
    const probe = path.join(folder, 'probe.ts');
    writeFileSync(
      probe,
      `export interface Options { readonly now?: Date; readonly mailsFor?: (id: number) => string[] }
       export function store(lead: string, options: Options = {}): string { return lead + String(options.now) }
       export async function receive(form: string, save: (lead: string) => Promise<number>) { return save(form) }
       export const total = (values: readonly number[]) => values.length;`,
    );
    try {
      const built = program([...LEAD_PATH, probe]);
      const checker = built.getTypeChecker();
      const found = (file: string) => {
        const source = built.getSourceFile(file);
        if (!source) throw new Error(`${file} is not in the program`);
        return callbackParameters(source, checker);
      };
      expect(found(probe)).toEqual(['store(options)', 'receive(save)']);
      expect(
        LEAD_PATH.flatMap((file) => found(file).map((entry) => `${path.basename(file)}: ${entry}`)),
      ).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
