import { describe, expect, it } from 'vitest';
import {
  callPlaceOf,
  isMeetingUrl,
  isRoomPattern,
  placeFor,
  placeSettingOf,
  placeSettingSchema,
  readPlace,
  roomName,
} from '@/lib/call-place';

describe('where a call happens', () => {
  it('takes only https meeting addresses without a user name, spaces or excess length', () => {
    expect(isMeetingUrl('https://teams.microsoft.com/l/meetup-join/abc')).toBe(true);
    for (const refused of [
      'http://zoom.us/j/123',
      'javascript:alert(1)',
      'https://user:secret@meet.example.org/room',
      'https://meet.example.org/a room',
      'meet.example.org/room',
      `https://meet.example.org/${'x'.repeat(300)}`,
      // Shown as written, opened as https://evil.example/@zoom.us/…
      'https://evil.example\\@zoom.us/j/1',
      'https://zoom.us/j/1\u0007',
    ])
      expect(isMeetingUrl(refused), refused).toBe(false);
  });

  it('takes a room pattern holding {room} exactly once', () => {
    expect(isRoomPattern('https://meet.jit.si/Erstgespraech-{room}')).toBe(true);
    expect(isRoomPattern('https://meet.jit.si/Erstgespraech')).toBe(false);
    expect(isRoomPattern('https://meet.jit.si/{room}-{room}')).toBe(false);
    expect(isRoomPattern('http://meet.jit.si/{room}')).toBe(false);
    // Checked at the length of a real room's name, so every address made from it can be read.
    const base = 'https://meet.jit.si/';
    const longest = `${base}${'a'.repeat(300 - base.length - 20)}{room}`;
    expect(isRoomPattern(longest)).toBe(true);
    expect(isRoomPattern(longest.replace('{room}', 'a{room}'))).toBe(false);
    const name = roomName(new Uint8Array(20).fill(7));
    expect(readPlace(placeFor({ kind: 'room', pattern: longest }, name))).toBeDefined();
  });

  it("reads the owner's change of one call's place", () => {
    const room = { kind: 'room', pattern: 'https://meet.jit.si/KA-{room}' } as const;
    expect(callPlaceOf({ kind: 'phone', phone: '+49 171 2345678' }, room, 'r1')).toEqual({
      kind: 'phone',
    });
    expect(callPlaceOf({ kind: 'phone', phone: '12' }, room, 'r1')).toBe('phone');
    expect(callPlaceOf({ kind: 'video', url: ' https://zoom.us/j/1 ' }, room, 'r1')).toEqual({
      kind: 'video',
      url: 'https://zoom.us/j/1',
    });
    expect(callPlaceOf({ kind: 'video', url: 'javascript:alert(1)' }, room, 'r1')).toBe('url');
    expect(callPlaceOf({ kind: 'room' }, room, 'r1')).toEqual({
      kind: 'video',
      url: 'https://meet.jit.si/KA-r1',
    });
    expect(callPlaceOf({ kind: 'room' }, { kind: 'phone' }, 'r1')).toBe('pattern');
    expect(callPlaceOf({}, room, 'r1')).toBe('kind');
  });

  it('gives every booking under a pattern a room name that cannot be guessed', () => {
    const bytes = Uint8Array.from({ length: 20 }, (_, index) => index * 13);
    const name = roomName(bytes);
    expect(name).toMatch(/^[a-z0-9]{20}$/);
    expect(roomName(bytes.map((byte) => byte + 1))).not.toBe(name);
    expect(placeFor({ kind: 'room', pattern: 'https://meet.jit.si/KA-{room}' }, name)).toEqual({
      kind: 'video',
      url: `https://meet.jit.si/KA-${name}`,
    });
    expect(placeFor({ kind: 'link', url: 'https://zoom.us/j/1' }, name)).toEqual({
      kind: 'video',
      url: 'https://zoom.us/j/1',
    });
    expect(placeFor({ kind: 'phone' }, name)).toEqual({ kind: 'phone' });
  });

  it("reads the owner's form, naming the field that is wrong", () => {
    expect(placeSettingOf({ kind: 'phone', url: 'not a url' })).toEqual({
      ok: true,
      value: { kind: 'phone' },
    });
    expect(placeSettingOf({ kind: 'link', url: ' https://zoom.us/j/1 ' })).toEqual({
      ok: true,
      value: { kind: 'link', url: 'https://zoom.us/j/1' },
    });
    expect(placeSettingOf({ kind: 'link', url: 'zoom.us/j/1' })).toEqual({
      ok: false,
      errors: { url: 'url' },
    });
    expect(placeSettingOf({ kind: 'room', pattern: 'https://meet.jit.si/fixed' })).toEqual({
      ok: false,
      errors: { pattern: 'pattern' },
    });
    expect(placeSettingOf({ kind: 'fax' })).toEqual({ ok: false, errors: { kind: 'kind' } });
  });

  it('reads only stored places it can show', () => {
    expect(readPlace({ kind: 'video', url: 'https://zoom.us/j/1' })).toEqual({
      kind: 'video',
      url: 'https://zoom.us/j/1',
    });
    expect(readPlace(null)).toBeUndefined();
    expect(readPlace({ kind: 'video', url: 'javascript:alert(1)' })).toBeUndefined();
    expect(placeSettingSchema.safeParse({ kind: 'room', pattern: 'https://x.org/' }).success).toBe(
      false,
    );
  });
});
