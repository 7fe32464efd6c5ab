import type { To } from 'react-router-dom';
import type { DashboardAnswer } from '@newsroom/contract/admin/dashboard';
import { CountCard } from './count-card';

/** A list screen narrowed by its filter, as react-admin reads it from the address. */
const filtered = (pathname: string, filter: Record<string, string>): To => ({ pathname, search: `?filter=${encodeURIComponent(JSON.stringify(filter))}` });

/**
 * Where each queue is worked: editors approve in the approval queue; an author's own waiting
 * stories are their story list narrowed to pending ones.
 */
export function queueLinks(scope: DashboardAnswer['scope']): Record<keyof DashboardAnswer['queues'], To> {
  return {
    pending_stories: scope === 'own' ? filtered('/news', { state: 'pending' }) : '/approvals',
    open_flags: '/comment-flags',
    waiting_comments: filtered('/comments', { status: 'waiting' }),
  };
}

/** The cards of the counts the role may see; a count that is none of its concern (null) has none. */
export function CountCards<K extends string>({ counts, words, links = {} }: { counts: Record<K, number | null>; words: Record<K, string>; links?: Partial<Record<K, To>> }) {
  return (
    <>
      {(Object.keys(counts) as K[]).map((key) => {
        const value = counts[key];
        return value === null ? null : <CountCard key={key} name={key} label={words[key]} value={value} to={links[key]} />;
      })}
    </>
  );
}
