import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('the DB_DURABILITY setting', () => {
  it('fsyncs the embedded database at commit unless told otherwise', () => {
    expect(loadConfig({}).dbDurability).toBe('full');
    expect(loadConfig({ DB_DURABILITY: '' }).dbDurability).toBe('full');
    expect(loadConfig({ DB_DURABILITY: 'relaxed' }).dbDurability).toBe('relaxed');
  });

  it('stops the start on any other value, naming the setting', () => {
    expect(() => loadConfig({ DB_DURABILITY: 'off' })).toThrow(/DB_DURABILITY/);
  });
});
