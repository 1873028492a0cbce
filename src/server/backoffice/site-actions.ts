'use server';

import { revalidatePath } from 'next/cache';
import { setMaintenance } from '../maintenance';
import { requireOwner } from './guard';

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
