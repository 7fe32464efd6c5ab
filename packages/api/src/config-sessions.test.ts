import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const limits = (env: Record<string, string>) => {
  const config = loadConfig(env);
  return { idle: config.sessionIdleDays, max: config.sessionMaxDays };
};

describe('the session settings', () => {
  it('default to 90 days idle and a year from sign-in', () => {
    expect(limits({})).toEqual({ idle: 90, max: 365 });
    expect(limits({ SESSION_IDLE_DAYS: '', SESSION_MAX_DAYS: '' })).toEqual({ idle: 90, max: 365 });
  });

  it('read SESSION_TTL_DAYS, the former name, as the idle limit unless SESSION_IDLE_DAYS is set', () => {
    expect(limits({ SESSION_TTL_DAYS: '30' })).toEqual({ idle: 30, max: 365 });
    expect(limits({ SESSION_TTL_DAYS: '30', SESSION_IDLE_DAYS: '60' })).toEqual({ idle: 60, max: 365 });
  });

  it('keep the default idle limit within a shorter absolute limit', () => {
    expect(limits({ SESSION_MAX_DAYS: '30' })).toEqual({ idle: 30, max: 30 });
  });

  it('stop the start on a value that is not a whole number of days, or an idle limit past the absolute one', () => {
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '0' })).toThrow(/SESSION_IDLE_DAYS/);
    expect(() => loadConfig({ SESSION_MAX_DAYS: '1.5' })).toThrow(/SESSION_MAX_DAYS/);
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '400' })).toThrow('SESSION_IDLE_DAYS (400 days) must not exceed SESSION_MAX_DAYS (365 days)');
    expect(() => loadConfig({ SESSION_TTL_DAYS: '400' })).toThrow('SESSION_TTL_DAYS (400 days) must not exceed SESSION_MAX_DAYS (365 days)');
  });
});
