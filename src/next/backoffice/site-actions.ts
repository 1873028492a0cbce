'use server';

import { revalidatePath } from 'next/cache';
import { setMaintenance } from '@site/core/maintenance';
import { audit } from '@site/core/stores/accounts';
import { requireOwner } from './guard';
import { removeRedirect } from '@site/core/stores/site';
import { setWeeklySummary } from '@site/core/stores/statistics';

/** The longest message the maintenance page shows, per language. */
const MESSAGE_MAX = 500;

const message = (data: FormData, name: string) =>
  String(data.get(name) ?? '').slice(0, MESSAGE_MAX);

/** Switches maintenance mode on (with the owner's optional message) or off. */
export async function switchMaintenance(_state: unknown, data: FormData): Promise<void> {
  const owner = await requireOwner();
  await setMaintenance(
    data.get('maintenance') === 'on',
    { de: message(data, 'messageDe'), en: message(data, 'messageEn') },
    owner.account.email,
  );
  revalidatePath('/backoffice/site');
}

/** Removes the redirect of a former address: it answers 404 again. */
export async function removeContentRedirect(_state: unknown, data: FormData): Promise<void> {
  const owner = await requireOwner();
  const from = String(data.get('from') ?? '');
  if (await removeRedirect(from))
    await audit('redirect.removed', { actor: owner.account.email, subject: from });
  revalidatePath('/backoffice/site');
}

/** Switches the signed-in owner's weekly summary by mail on or off. */
export async function switchWeeklySummary(_state: unknown, data: FormData): Promise<void> {
  const owner = await requireOwner();
  await setWeeklySummary(owner.account.id, data.get('weeklySummary') === 'on');
  revalidatePath('/backoffice/site');
}
