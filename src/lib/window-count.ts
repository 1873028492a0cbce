/**
 * A count per key within a window of time that starts with the key's first event, for what one
 * client may ask of one instance: at most `perWindow` a window per key, and at most `keys` keys at
 * once (a new key beyond is refused), so that neither the count nor the memory grows with what
 * clients send.
 */
export function windowCount({
  perWindow,
  windowMs,
  keys,
}: {
  readonly perWindow: number;
  readonly windowMs: number;
  readonly keys: number;
}): (key: string, now?: number) => boolean {
  // In the order the windows started: the expired ones are at the front.
  const windows = new Map<string, { readonly start: number; count: number }>();
  // A monotonic clock: a system clock set back would keep windows open.
  return (key, now = performance.now()) => {
    for (const [other, window] of windows) {
      if (now - window.start < windowMs) break;
      windows.delete(other);
    }
    let window = windows.get(key);
    if (window && now - window.start >= windowMs) {
      windows.delete(key);
      window = undefined;
    }
    if (!window) {
      if (windows.size >= keys) return false;
      window = { start: now, count: 0 };
      windows.set(key, window);
    }
    if (window.count >= perWindow) return false;
    window.count += 1;
    return true;
  };
}
