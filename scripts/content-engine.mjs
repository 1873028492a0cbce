// The content engine's code generators, run by a developer after changing `src/cms`:
//   npm run content -- migration NAME   writes the migration from the collections' change
//   npm run content -- importmap        writes the editor's import map
//   npm run content -- types            writes the collections' types (src/cms/payload-types.ts)
import { tsImport } from 'tsx/esm/api';

const [command, name] = process.argv.slice(2);
const root = new URL(`file://${process.cwd()}/`).href;
const config = await (await tsImport('./src/cms/payload.config.ts', root)).default;
const { getPayload, generateImportMap } = await import('payload');

if (command === 'migration' && name && /^\w+$/.test(name)) {
  const payload = await getPayload({ config, disableDBConnect: true, disableOnInit: true });
  await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: true });
  process.exit(0);
} else if (command === 'importmap') {
  await generateImportMap(config, { force: true, log: true });
} else if (command === 'types') {
  const { generateTypes } = await import('payload/node');
  await generateTypes(config);
} else {
  console.error('Usage: npm run content -- migration NAME | importmap | types');
  process.exit(1);
}
