import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../test/answer-check';

// The test harness runs every answer through checkAnswer; this shows that a drift fails.
describe('the harness holds every answer against the contract', () => {
  const settingsAnswer = { error: 'false', message: 'ok', data: { nope: 1 } };

  it('fails a success whose data breaks its schema, naming the endpoint', () => {
    expect(() => checkAnswer('get_settings', 200, settingsAnswer)).toThrow(/get_settings answered a success \(HTTP 200\) that breaks its contract/);
  });

  it('fails a field the envelope does not promise, and a malformed failure', () => {
    expect(() => checkAnswer('delete_news', 200, { error: 'false', message: 'ok', data: [], surprise: 1 })).toThrow(/surprise/);
    expect(() => checkAnswer('delete_news', 404, { error: 'true', message: 'Not found', data: {} })).toThrow(/failure/);
  });

  it('accepts the failure envelope, "No Data Found", an alias, and leaves unknown names alone', () => {
    expect(() => checkAnswer('get_news', 404, { error: 'true', message: 'News not found', data: [] })).not.toThrow();
    expect(() => checkAnswer('get_featured_sections', 200, { error: 'true', message: 'No Data Found', data: [], total: 0 })).not.toThrow();
    expect(() => checkAnswer('no_such_endpoint', 404, settingsAnswer)).not.toThrow();
  });
});
