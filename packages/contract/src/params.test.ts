import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getLanguageJsonDataParams } from './languages';
import { getNewsParams, setNewsParams, tooShortToSearch } from './news';
import { absentWhenEmpty, formParams, id, isEmptyValue, isNullText, languageId, paging, readParams, text } from './params';

describe('isEmptyValue', () => {
  it('is true for what a client sends for "no value": "", spaces, JSON null', () => {
    for (const value of ['', '   ', '\t', null]) expect(isEmptyValue(value)).toBe(true);
  });

  it('is false for any value, including 0, "0", false and the text "null"', () => {
    for (const value of [0, '0', false, 'null', 'a', [], undefined]) expect(isEmptyValue(value)).toBe(false);
  });
});

describe('isNullText', () => {
  it('is true only for the text "null" that form clients send for an unset field', () => {
    expect(isNullText('null')).toBe(true);
    expect(isNullText(' null ')).toBe(true);
    for (const value of [null, '', 'Null story', 'nullify', 0]) expect(isNullText(value)).toBe(false);
  });
});

describe('absentWhenEmpty', () => {
  const schema = absentWhenEmpty(id().optional());

  it('reads an empty value as not sent', () => {
    expect(schema.parse('')).toBeUndefined();
    expect(schema.parse(null)).toBeUndefined();
    expect(schema.parse(undefined)).toBeUndefined();
  });

  it('still checks a value that was sent', () => {
    expect(schema.parse('7')).toBe(7);
    expect(schema.safeParse('x').success).toBe(false);
  });
});

describe('paging and language_id', () => {
  // A write's own object: the fields alone must read an empty value as not sent.
  const schema = z.object({ ...languageId, ...paging });

  it('take their defaults when sent empty, on writes too', () => {
    expect(schema.parse({ offset: '', limit: '', language_id: '' })).toEqual({ offset: 0, limit: 10, language_id: undefined });
    expect(schema.parse({})).toEqual({ offset: 0, limit: 10 });
  });

  it('keep the bounds of a value that was sent', () => {
    expect(schema.parse({ offset: '20', limit: '500', language_id: '2' })).toEqual({ offset: 20, limit: 100, language_id: 2 });
    expect(schema.safeParse({ offset: '-1' }).success).toBe(false);
  });
});

describe('readParams', () => {
  const schema = readParams({ section: id(), search: text(100).optional(), ...paging });

  it('reads every empty field as absent: defaults apply and filters are left out', () => {
    expect(schema.parse({ section: '3', search: '', offset: '', limit: ' ' })).toEqual({ section: 3, offset: 0, limit: 10 });
    expect(schema.parse({ section: 3, search: null, offset: null })).toEqual({ section: 3, offset: 0, limit: 10 });
  });

  it('still refuses a required field sent empty, at that field', () => {
    const result = schema.safeParse({ section: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['section']);
  });

  it('keeps the shape, so tools can list the parameters', () => {
    expect(Object.keys(schema.shape)).toEqual(['section', 'search', 'offset', 'limit']);
  });
});

describe('formParams', () => {
  const schema = formParams({ category_id: id().optional(), title: text(200).optional() });

  it('reads the text "null" as absent', () => {
    expect(schema.parse({ category_id: 'null', title: 'null' })).toEqual({});
  });

  it('leaves an empty field empty: on an edit it clears the value', () => {
    expect(schema.parse({ title: '' })).toEqual({ title: '' });
  });
});

describe('get_news parameters', () => {
  it('take every optional parameter empty, as existing clients send them', () => {
    const parsed = getNewsParams.parse({ offset: '0', limit: '5', get_user_news: '', search: '', language_id: '', category_id: '3', subcategory_id: '', tag_id: '', latitude: '', longitude: '' });
    expect(parsed).toEqual({ offset: 0, limit: 5, category_id: 3 });
  });

  it('take a search too short to search, which then matches nothing', () => {
    expect(getNewsParams.parse({ search: 'C' }).search).toBe('C');
    expect(tooShortToSearch('C')).toBe(true);
    expect(tooShortToSearch(' é ')).toBe(true);
    expect(tooShortToSearch('Cu')).toBe(false);
  });
});

describe('get_language_json_data parameters', () => {
  it('take an empty or missing code as the default language', () => {
    expect(getLanguageJsonDataParams.parse({ code: '' })).toEqual({});
    expect(getLanguageJsonDataParams.parse({})).toEqual({});
    expect(getLanguageJsonDataParams.parse({ code: 'fr' })).toEqual({ code: 'fr' });
  });
});

describe('set_news parameters', () => {
  const unset = { subcategory_id: 'null', tag_id: 'null', location_id: 'null', content_data: 'null', show_till: 'null', meta_title: 'null', meta_description: 'null', meta_keyword: 'null', slug: 'null', news_id: 'null' };

  it('read the "null" of an unset form field as absent, on create and on edit', () => {
    expect(setNewsParams.parse({ action_type: '1', category_id: '3', title: 'A story', content_type: 'standard_post', language_id: 'null', ...unset })).toEqual({
      action_type: 1,
      category_id: 3,
      title: 'A story',
      content_type: 'standard_post',
    });
    expect(setNewsParams.parse({ action_type: '2', ...unset, news_id: '12', category_id: 'null', title: 'null', content_type: 'null' })).toEqual({ action_type: 2, news_id: { id: 12 } });
  });

  it('still ask for a required field sent as "null"', () => {
    const result = setNewsParams.safeParse({ action_type: '1', category_id: 'null', title: 'A story', content_type: 'standard_post' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['category_id'], 'is required']]);
  });

  it('keep an empty field of an edit, which clears the value', () => {
    expect(setNewsParams.parse({ action_type: '2', news_id: '12', subcategory_id: '', tag_id: '', show_till: '', meta_title: '' })).toEqual({
      action_type: 2,
      news_id: { id: 12 },
      subcategory_id: 0,
      tag_id: [],
      show_till: null,
      meta_title: '',
    });
  });
});
