import { describe, expect, it } from 'vitest';
import { routerStateParses } from '@/server/request-body';

/** A router state header as the client router sends it for a page under the root layout. */
const tree = (depth: number): unknown =>
  depth === 0 ? ['', {}] : ['', { children: tree(depth - 1) }];
const header = (state: unknown) => encodeURIComponent(JSON.stringify(state));

describe('the router state header, parsed by Next.js’s private parser (decision 0015)', () => {
  it('accepts no header and the client router’s trees', () => {
    expect(routerStateParses(undefined)).toBe(true);
    expect(routerStateParses(header(tree(1)))).toBe(true);
    expect(
      routerStateParses(
        header([
          '',
          {
            children: [
              ['locale', 'en', 'd', null],
              { children: ['__PAGE__', {}] },
              null,
              'refetch',
            ],
          },
          ['/en/contact', '/en/contact'],
          null,
          0,
        ]),
      ),
    ).toBe(true);
  });

  it('refuses what Next.js would answer with a 500', () => {
    expect(routerStateParses('not json')).toBe(false);
    expect(routerStateParses(header({ a: 1 }))).toBe(false);
    expect(routerStateParses('[1,2,3]')).toBe(false);
    expect(routerStateParses('["",{"children":null}]')).toBe(false);
    expect(routerStateParses('%zz%E0%A4%A')).toBe(false);
    expect(routerStateParses([header(tree(1)), header(tree(1))])).toBe(false);
    // Larger than the 40 KB Next.js reads.
    expect(routerStateParses(header(['x'.repeat(40_001), {}]))).toBe(false);
    expect(routerStateParses(header(['', { children: ['__PAGE__', {}, null, 'refresh'] }]))).toBe(
      false,
    );
  });
});
