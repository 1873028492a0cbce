/** The news ticker rule (SPEC §4): one item a day, chosen from the day number since the epoch. */
export interface TickerItem {
  readonly id: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Items with this id and above form the search-optimised group. */
const SEARCH_GROUP_FIRST_ID = 16;

/** Whole days since 1970-01-01 (UTC) at the given moment. */
export function dayNumber(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

/**
 * If the day number modulo 10 is below 7 the item comes from the search-optimised group,
 * otherwise from the regular group; within the group it is the one at day number modulo the
 * group's size. Items keep their order in the list.
 */
export function tickerItemFor<T extends TickerItem>(
  date: Date,
  items: readonly T[],
): T | undefined {
  const day = dayNumber(date);
  const searchGroup = items.filter((item) => item.id >= SEARCH_GROUP_FIRST_ID);
  const regularGroup = items.filter((item) => item.id < SEARCH_GROUP_FIRST_ID);
  const group = day % 10 < 7 ? searchGroup : regularGroup;
  if (group.length === 0) return undefined;
  return group[day % group.length];
}
