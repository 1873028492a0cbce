import type { Field } from 'payload';

type Values = Record<string, unknown>;

const isRecord = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The values of the editor's form (as its live preview sends them) in the shape of a stored
 * document of `fields`: the form counts a list without rows as `0`, where a document holds `[]`;
 * every list, block and group is brought into shape at any depth.
 */
export function documentOfFormValues(fields: readonly Field[], values: unknown): Values {
  const record = isRecord(values) ? values : {};
  const shaped: Values = { ...record };
  const rows = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  for (const field of fields) {
    if (!('name' in field)) {
      // A row or a collapsible: its fields belong to the same level.
      if ('fields' in field) Object.assign(shaped, documentOfFormValues(field.fields, record));
      continue;
    }
    const value = record[field.name];
    if (field.type === 'array')
      shaped[field.name] = rows(value).map((row) => documentOfFormValues(field.fields, row));
    else if (field.type === 'blocks')
      shaped[field.name] = rows(value).flatMap((row) => {
        const block = (field.blocks ?? []).find(
          (each) => isRecord(row) && each.slug === row.blockType,
        );
        return block ? [documentOfFormValues(block.fields, row)] : [];
      });
    else if (field.type === 'group') shaped[field.name] = documentOfFormValues(field.fields, value);
  }
  return shaped;
}
