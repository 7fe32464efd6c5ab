import { userKeys, type ReaderKey } from '../../../queries/keys';

/**
 * The desk's query keys. The taxonomy is public (the same for every reader); the writer's own
 * stories and the slug check depend on who asks, so they carry the session.
 */
export const deskKeys = {
  categories: (languageId: number) => ['taxonomy', 'categories', languageId] as const,
  subcategories: (categoryId: number) => ['taxonomy', 'subcategories', categoryId] as const,
  tags: (languageId: number) => ['taxonomy', 'tags', languageId] as const,
  locations: () => ['taxonomy', 'locations'] as const,
  /** Everything about the writer's own stories: My stories lists under the same root, so a save refreshes it. */
  ownStories: (reader: ReaderKey) => userKeys.stories(reader),
  ownStory: (reader: ReaderKey, newsId: number) => [...userKeys.stories(reader), 'story', newsId] as const,
  slug: (reader: ReaderKey, slug: string, languageId: number, newsId: number | null) => ['user', reader, 'slug', slug, languageId, newsId] as const,
};
