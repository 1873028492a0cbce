// `npm start`: builds when needed, then runs the production server.
import { spawn } from 'node:child_process';
import { ensureBuild } from './lib/build.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
ensureBuild();

const server = spawn(process.execPath, ['dist/server.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
