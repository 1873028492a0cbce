/**
 * The site's switches from the command line:
 *   npm run site -- maintenance                                   whether maintenance mode is on
 *   npm run site -- maintenance on [--de "Nachricht"] [--en "Message"]
 *   npm run site -- maintenance off
 * The state lives in the database: every running server instance follows within seconds.
 */
import { withDatabase } from '../db/open';
import { maintenanceDetails, setMaintenance } from '../maintenance';

const USAGE = 'Usage: npm run site -- maintenance [on [--de "Nachricht"] [--en "Message"] | off]';

const option = (args: string[], name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? '' : (args[at + 1] ?? '');
};

async function main(args: string[]): Promise<number> {
  const [command, change] = args;
  if (command !== 'maintenance' || (change !== undefined && change !== 'on' && change !== 'off')) {
    console.error(USAGE);
    return 2;
  }
  return withDatabase(async () => {
    if (change)
      await setMaintenance(
        change === 'on',
        { de: option(args, '--de'), en: option(args, '--en') },
        'command line',
      );
    const state = await maintenanceDetails();
    console.log(
      `Maintenance mode is ${state.on ? 'on' : 'off'} (changed ${state.changedAt.toISOString()} by ${state.changedBy ?? 'nobody'}).`,
    );
    return 0;
  });
}

process.exitCode = await main(process.argv.slice(2));
