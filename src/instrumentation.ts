/**
 * Runs once when the server starts, before it answers: the content engine's start
 * (`src/cms/start.ts`). The HTTP server has opened the database by then.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startContentEngine } = await import('./cms/start');
  await startContentEngine();
}
