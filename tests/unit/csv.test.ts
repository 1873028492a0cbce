import { describe, expect, it } from 'vitest';
import { toCsv } from '@/lib/csv';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, y', 'say "hi"'],
          ['line 1\nline 2', 'plain'],
        ],
      ),
    ).toBe('a,b\r\n"x, y","say ""hi"""\r\n"line 1\nline 2",plain\r\n');
  });

  it('keeps spreadsheets from running a cell as a formula', () => {
    expect(toCsv(['v'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@SUM(A1)']])).toBe(
      'v\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'-2\r\n\'@SUM(A1)\r\n',
    );
  });

  it('also neutralises a cell that starts with a tab or a carriage return', () => {
    expect(toCsv(['v'], [['\t=1+1'], ['\r=1+1'], ['a\t=1']])).toBe(
      'v\r\n\'\t=1+1\r\n"\'\r=1+1"\r\na\t=1\r\n',
    );
  });
});
