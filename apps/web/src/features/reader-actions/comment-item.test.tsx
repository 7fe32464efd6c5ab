import { describe, expect, it } from 'vitest';
import type { Comment } from '@newsroom/contract/comments';
import { htmlEscaped } from '@newsroom/contract/escaped-text';
import { renderOnServer } from '../../testing/site-harness';
import { CommentItem, type CommentActions } from './comment-item';
import { commentText } from './comment-text';

const actions: CommentActions = { mayAct: () => false, react() {}, reply: async () => false, report: async () => false, remove() {} };

function comment(message: string): Comment {
  const user = { id: 2, name: 'Dana', profile: '' };
  return {
    id: 1, parent_id: 0, user_id: 2, news_id: 3, message, status: 1, date: '2024-05-01 10:00:00',
    total_like: 0, total_dislike: 0, like: '0', dislike: '0', name: 'Dana', profile: '', user, replay: [],
  };
}

/** How React writes text into the page: the text itself, escaped once. */
const asReactText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe('a comment on the page', () => {
  it('shows exactly what the reader typed, from the HTML-escaped answer of the API', () => {
    const typed = `<b>Bold</b> & "quoted" isn't &lt;escaped&gt;`;
    const html = renderOnServer(<CommentItem comment={comment(htmlEscaped(typed))} readerId={null} reported={false} locale="en" timeZone="UTC" text={commentText('en', null)} actions={actions} canReply />);
    // Decoded once by the page and escaped once by React: the reader sees the characters typed,
    // neither markup nor entities.
    expect(html).toContain(`>${asReactText(typed)}</p>`);
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('&amp;lt;b');
  });
});

describe('a comment in a right-to-left page', () => {
  it('isolates the author name and the date, so a Latin name cannot scramble an Arabic date ("23 2026/11/Kenji Watanabe")', () => {
    const latin = { ...comment('مرحبا'), name: 'Kenji Watanabe', user: { id: 2, name: 'Kenji Watanabe', profile: '' } };
    const html = renderOnServer(<CommentItem comment={latin} readerId={null} reported={false} locale="ar" timeZone="UTC" text={commentText('ar', null)} actions={actions} canReply />);
    expect(html).toContain('<bdi>Kenji Watanabe</bdi>');
    expect(html).toMatch(/<bdi><time [^>]*>[^<]+<\/time><\/bdi>/);
  });
});
