'use client';

import type { NewsItem } from '@newsroom/contract/news';
import { RequireSignIn } from '@/features/accounts/session/require-sign-in';
import { ArticleView } from '@/features/article/article-view';
import type { DeskText } from '@/features/writers-desk/desk-text';
import { WritersDesk } from '@/features/writers-desk/writers-desk';
import type { PageContext } from '@/server-data/page-context';

interface DeskCompositionProps {
  context: PageContext;
  text: DeskText;
  newsId: number | null;
  savedPath: string;
  siteAddress: string;
}

/** A preview has no ads, related stories or comments around it: only the story itself. */
const NOTHING_AROUND = { ads: null, related: [], comments: null };

/**
 * The desk composed with the features it needs but may not import: the sign-in gate of the
 * accounts feature and the article component, which draws the live preview exactly as readers
 * will see the story (reader actions and comments left out: nobody can like a draft).
 */
export function DeskComposition({ context, text, newsId, savedPath, siteAddress }: DeskCompositionProps) {
  const { language, table } = context;
  const renderPreview = (item: NewsItem) => <ArticleView story={item} surroundings={NOTHING_AROUND} context={context} readerActions={null} />;
  return (
    <RequireSignIn language={{ code: language.code, isDefault: language.isDefault }}>
      <WritersDesk
        newsId={newsId}
        language={{ id: language.id, code: language.code, name: language.name, dir: language.dir }}
        languages={table.languages.map(({ id, code, name, dir }) => ({ id, code, name, dir }))}
        text={text}
        savedPath={savedPath}
        siteAddress={siteAddress}
        renderPreview={renderPreview}
      />
    </RequireSignIn>
  );
}
