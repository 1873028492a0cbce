/**
 * Back-office accounts (there is no sign-up):
 *   npm run owner -- add EMAIL [--name NAME] [--role owner|editor]
 *                                              an account (an owner's unless said) and its
 *                                              24-hour setup link
 *   npm run owner -- list                      every account, its role, whether it is set up
 *   npm run owner -- remove EMAIL              deletes the account and ends its sessions
 *   npm run owner -- reset EMAIL               clears password and authenticator, new setup link
 * The link's origin is SITE_URL. Like `npm run leads`, it uses the running server's database.
 */
import { z } from 'zod';
import { siteUrl } from '@/site/config';
import { isRole, roles, type Role } from '@/lib/roles';
import { addAccount, removeAccount, resetAccount, type SetupLink } from '../backoffice/accounts';
import { listAccounts } from '../stores/accounts';
import { withDatabase } from '../db/open';

const USAGE =
  'Usage: npm run owner -- add EMAIL [--name NAME] [--role owner|editor] | list | remove EMAIL | reset EMAIL';

function printLink(email: string, link: SetupLink): void {
  console.log(`Setup link for ${email} (valid until ${link.expiresAt.toISOString()}):`);
  console.log(new URL(`/backoffice/setup/${link.token}`, siteUrl).href);
}

async function run(command: string, email: string, name: string, role: Role): Promise<number> {
  if (command === 'list') {
    const accounts = await listAccounts();
    if (accounts.length === 0) console.log('No accounts yet: npm run owner -- add EMAIL');
    for (const account of accounts) {
      const state = account.passwordHash ? 'set up' : 'setup link pending';
      console.log(`${account.email}  ${account.role}  ${account.name || '-'}  ${state}`);
    }
    return 0;
  }
  if (command === 'remove') {
    if (await removeAccount(email)) {
      console.log(`Removed ${email}; its sessions have ended.`);
      return 0;
    }
    console.error(`No account ${email}.`);
    return 1;
  }
  const link = command === 'add' ? await addAccount(email, name, role) : await resetAccount(email);
  if (!link) {
    console.error(command === 'add' ? `${email} already has an account.` : `No account ${email}.`);
    return 1;
  }
  printLink(email, link);
  return 0;
}

async function main(args: string[]): Promise<number> {
  const [command, email = ''] = args;
  const nameAt = args.indexOf('--name');
  const name = nameAt === -1 ? '' : (args[nameAt + 1] ?? '');
  const roleAt = args.indexOf('--role');
  const role = roleAt === -1 ? 'owner' : args[roleAt + 1];
  if (!isRole(role)) {
    console.error(
      `Not a role: ${role ?? '(none)'}; the roles are ${roles.join(' and ')}. ${USAGE}`,
    );
    return 2;
  }
  const needsEmail = command === 'add' || command === 'remove' || command === 'reset';
  if (!(command === 'list' || needsEmail)) {
    console.error(USAGE);
    return 2;
  }
  if (needsEmail && !z.email().safeParse(email).success) {
    console.error(`Not an e-mail address: ${email || '(none)'}. ${USAGE}`);
    return 2;
  }
  return withDatabase(() => run(command, email.toLowerCase(), name, role));
}

process.exitCode = await main(process.argv.slice(2));
