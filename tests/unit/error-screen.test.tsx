// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import de from '@messages/de.json';
import en from '@messages/en.json';
import GlobalError from '@/app/global-error';
import { ErrorScreen } from '@/components/layout/ErrorScreen';

function renderScreen(
  error: Error & { digest?: string },
  retry: () => void,
  locale: 'de' | 'en' = 'en',
) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'de' ? de : en}>
      <ErrorScreen error={error} retry={retry} />
    </NextIntlClientProvider>,
  );
}

let page = 0;
beforeEach(() => {
  // Each test on its own page, so retry counts do not carry over.
  page += 1;
  window.history.replaceState(null, '', `/page-${page}`);
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.sessionStorage.clear();
});

describe('ErrorScreen', () => {
  it('shows the SPEC texts, a way home and no stack trace', () => {
    const error = Object.assign(new Error('secret internals'), { digest: 'abc123' });
    error.stack = 'Error: secret internals\n    at render (/srv/app.js:1:1)';
    renderScreen(error, vi.fn());
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText("We're experiencing a technical issue. Please try again."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/en');
    expect(screen.getByText('Reference: abc123')).toBeTruthy();
    expect(document.body.textContent).not.toContain('/srv/app.js');
    expect(document.body.textContent).not.toContain('secret internals');
  });

  it('speaks German on German pages', () => {
    renderScreen(new Error('x'), vi.fn(), 'de');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Etwas ist schiefgelaufen' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
  });

  it('counts manual attempts and stops at the limit', () => {
    const retry = vi.fn();
    renderScreen(new Error('Cannot read properties of undefined'), retry);
    const button = () => screen.getByRole('button');
    expect(button().textContent).toBe('Try Again');
    fireEvent.click(button());
    expect(screen.getByText('Attempt 1 of 3')).toBeTruthy();
    fireEvent.click(button());
    fireEvent.click(button());
    expect(retry).toHaveBeenCalledTimes(3);
    expect(button().textContent).toBe('Max Retries Reached');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
  });

  it('retries chunk-load errors by itself after 1 s and 2 s, then waits for the visitor', () => {
    const retry = vi.fn();
    renderScreen(new Error('Loading chunk 7 failed.'), retry);
    act(() => vi.advanceTimersByTime(999));
    expect(retry).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(retry).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1999));
    expect(retry).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(retry).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(10_000));
    expect(retry).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button').textContent).toBe('Try Again');
  });

  it('does not retry other errors by itself', () => {
    const retry = vi.fn();
    renderScreen(new Error('Cannot read properties of undefined'), retry);
    act(() => vi.advanceTimersByTime(10_000));
    expect(retry).not.toHaveBeenCalled();
  });

  it('keeps the count when the boundary remounts the screen', () => {
    const retry = vi.fn();
    const first = renderScreen(new Error('Failed to fetch'), retry);
    act(() => vi.advanceTimersByTime(1000));
    first.unmount();
    renderScreen(new Error('Failed to fetch'), retry);
    expect(screen.getByText('Attempt 1 of 3')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(retry).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing about the error in the browser', () => {
    renderScreen(new Error('Failed to fetch'), vi.fn());
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.length).toBe(0);
  });
});

describe('global error page', () => {
  it('shows the German last-resort texts and reloads the page', () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', {
      value: { ...window.location, reload },
      configurable: true,
    });
    render(<GlobalError />, { container: document.documentElement });
    expect(screen.getByRole('heading', { name: 'Oops! Etwas ist schiefgelaufen' })).toBeTruthy();
    expect(
      screen.getByText('Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Seite neu laden' }));
    expect(reload).toHaveBeenCalled();
  });
});
