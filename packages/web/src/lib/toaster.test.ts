import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Classes } from '@blueprintjs/core';
import { latestAlert, raise, toasterDrawn } from './toaster';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());
// The toasts render after the alerts are raised: React must have drawn them, and drawn them away,
// before the page goes (else its scheduler runs after the page is gone, on a slow machine).
const toasts = () => document.querySelectorAll(`.${Classes.TOAST}`).length;
afterAll(async () => {
  const toaster = await toasterDrawn();
  await vi.waitFor(() => expect(toasts()).toBeGreaterThan(0), { timeout: 10_000 });
  toaster?.clear();
  await vi.waitFor(() => expect(toasts()).toBe(0), { timeout: 10_000 });
  await new Promise((r) => setTimeout(r, 100));
});

describe('alerts', () => {
  it('keeps only the latest alert and lets it expire after 3 s', () => {
    const t0 = Date.now();
    raise('error', 'Primeiro', t0);
    const second = raise('success', 'Segundo', t0 + 10);
    expect(latestAlert(t0 + 20)).toEqual(second);
    expect(second?.expiredAt).toBe(t0 + 10 + 3000);
    expect(latestAlert(t0 + 3010)).toBeNull();
    vi.advanceTimersByTime(3100);
    expect(latestAlert(t0 + 20)).toBeNull();
  });

  it('does not raise the same alert twice while it is alive, and does after it expired', () => {
    const t0 = Date.now() + 100_000;
    expect(raise('error', 'Erro interno', t0)).not.toBeNull();
    expect(raise('error', 'Erro interno', t0 + 500)).toBeNull();
    expect(raise('warning', 'Erro interno', t0 + 600)).not.toBeNull();
    expect(raise('warning', 'Erro interno', t0 + 3700)).not.toBeNull();
  });
});
