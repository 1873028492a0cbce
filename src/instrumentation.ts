/**
 * Runs once when the server starts, before it answers: the services (the database with its
 * migrations, the workers, `src/server/startup.ts`), then the content engine's start
 * (`src/cms/start.ts`) and the runner of scheduled publications.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServices } = await import('@site/core/startup');
  await startServices();
  const [{ startContentEngine }, { runScheduledPublications }] = await Promise.all([
    import('./cms/start'),
    import('./cms/schedule'),
  ]);
  await startContentEngine();
  // Scheduled publications are looked for once the engine's tables are there.
  runScheduledPublications();
}
