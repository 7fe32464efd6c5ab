import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('the SHUTDOWN_DELAY_SECONDS setting', () => {
  it('stops at once unless told to wait for a load balancer', () => {
    expect(loadConfig({}).shutdownDelayMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DELAY_SECONDS: '' }).shutdownDelayMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DELAY_SECONDS: '5' }).shutdownDelayMs).toBe(5_000);
    expect(loadConfig({ SHUTDOWN_DELAY_SECONDS: '0.5' }).shutdownDelayMs).toBe(500);
  });

  it('stops the start on a negative, a too long or a non-numeric wait, naming the setting', () => {
    for (const value of ['-1', '121', 'soon']) expect(() => loadConfig({ SHUTDOWN_DELAY_SECONDS: value })).toThrow(/SHUTDOWN_DELAY_SECONDS/);
  });
});
