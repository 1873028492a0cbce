/**
 * The part of `negotiator` 1.x that the server uses. `@types/negotiator` describes 0.6, without
 * the `preferred` order that breaks a tie between encodings the client likes equally.
 */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    encoding(available?: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
