import type { BreakingNewsItem } from '@newsroom/contract/breaking-news';
import type { LiveStream } from '@newsroom/contract/live-streams';
import type { NewsItem } from '@newsroom/contract/news';

/**
 * What the console's preview frame posts to /[lang]/preview (docs/admin-console.md, "Preview"):
 * an unsaved item in the public API's shapes, drawn with the site's own components.
 */
export type PreviewItem = { kind: 'story'; story: NewsItem } | { kind: 'breaking'; item: BreakingNewsItem } | { kind: 'live'; stream: LiveStream };

/** What the preview page posts to its parent once it listens: the parent may send the item. */
export const PREVIEW_READY = { kind: 'ready' } as const;

/**
 * The item a message carries, or null for anything else. The sender is the same origin's console,
 * so this checks the shape a mistake would break (the kind and its object), not every field.
 */
export function previewItemOf(data: unknown): PreviewItem | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  const carried = (key: string) => Boolean(message[key]) && typeof message[key] === 'object';
  if (message.kind === 'story' && carried('story')) return message as PreviewItem;
  if (message.kind === 'breaking' && carried('item')) return message as PreviewItem;
  if (message.kind === 'live' && carried('stream')) return message as PreviewItem;
  return null;
}
