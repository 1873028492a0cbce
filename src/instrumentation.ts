/**
 * Runs once when the server starts, before it answers: the content engine's start
 * (`src/cms/start.ts`) and the runner of scheduled publications. The HTTP server has opened the
 * database by then.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ startContentEngine }, { runScheduledPublications }] = await Promise.all([
    import('./cms/start'),
    import('./cms/schedule'),
  ]);
  runScheduledPublications();
  await startContentEngine();
}
