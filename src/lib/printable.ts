const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Text a visitor typed, made safe to print on a terminal: control characters (which could move the
 * cursor, clear the screen, recolour the output or start a line that looks like a record of its
 * own), line separators and invisible direction overrides are shown as escapes; a backslash is
 * doubled so that no escape can be faked.
 */
export function printable(text: string): string {
  return text.replace(
    /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (character) => {
      if (character === '\\') return '\\\\';
      const named = NAMED[character];
      if (named) return named;
      const code = character.charCodeAt(0);
      return code < 0x100
        ? `\\x${code.toString(16).padStart(2, '0')}`
        : `\\u${code.toString(16).padStart(4, '0')}`;
    },
  );
}

/**
 * An export (CSV or JSON, whose own quoting keeps line breaks inside a record) shown on a terminal:
 * every control character but the line ends and tabs is escaped. Written to a file, an export
 * stays exactly as stored.
 */
export function printableExport(text: string): string {
  return text.replace(
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (character) => printable(character),
  );
}
