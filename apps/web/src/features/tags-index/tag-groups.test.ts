import { describe, expect, it } from 'vitest';
import { GROUP_FROM, tagGroups, type IndexTag } from './tag-groups';

const tags = (...names: string[]): IndexTag[] => names.map((name, index) => ({ id: index + 1, tag_name: name, slug: `tag-${index + 1}` }));
const names = (list: IndexTag[]) => list.map((tag) => tag.tag_name);

describe('tagGroups', () => {
  it('lists a short index in one group, in the language’s alphabetical order', () => {
    const [only, ...rest] = tagGroups(tags('Éducation', 'budget', 'Eau', 'Transports', 'IA'), 'fr');
    expect(rest).toEqual([]);
    expect(only?.letter).toBeNull();
    expect(names(only?.tags ?? [])).toEqual(['budget', 'Eau', 'Éducation', 'IA', 'Transports']);
    expect(tagGroups([], 'en')).toEqual([]);
  });

  it('files Arabic names without their article, so they do not all gather under alif', () => {
    const [only] = tagGroups(tags('النقل', 'حوار', 'التعليم', 'المياه'), 'ar');
    expect(names(only?.tags ?? [])).toEqual(['التعليم', 'حوار', 'المياه', 'النقل']);
  });

  it('groups a long index by first letter, accents and hamza folded', () => {
    const many = tags(...Array.from({ length: GROUP_FROM }, (_, n) => `Zone ${n}`), 'Éducation', 'eau', 'Budget', '2026 elections');
    const groups = tagGroups(many, 'fr');
    expect(groups.map((group) => group.letter)).toEqual(['#', 'B', 'E', 'Z']);
    expect(names(groups[2]?.tags ?? [])).toEqual(['eau', 'Éducation']);
    expect(groups[3]?.tags).toHaveLength(GROUP_FROM);
    const arabic = tagGroups(tags(...Array.from({ length: GROUP_FROM }, (_, n) => `حوار ${n}`), 'الأمن', 'أسعار'), 'ar');
    expect(arabic[0]).toEqual({ letter: 'ا', tags: expect.any(Array) });
    expect(names(arabic[0]?.tags ?? [])).toHaveLength(2);
  });
});
