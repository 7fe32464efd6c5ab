import Link from 'next/link';
import { Breadcrumb } from '../../components/breadcrumb';
import { homePath } from '../../routing/paths';
import { tagPath } from '../../routing/screen-paths';
import type { PageContext } from '../../server-data/page-context';
import { tagGroups, type IndexTag } from './tag-groups';
import styles from './tags-index.module.css';

interface TagsIndexViewProps {
  context: Pick<PageContext, 'language' | 'text'>;
  tags: IndexTag[];
}

/** Every tag of the language in alphabetical order, each a link to its stories. */
export function TagsIndexView({ context, tags }: TagsIndexViewProps) {
  const { language, text } = context;
  const groups = tagGroups(tags, language.code);
  return (
    <div className="container">
      <header className={styles.header}>
        <Breadcrumb label={text.breadcrumb} crumbs={[{ label: text.home, href: homePath(language) }]} />
        <h1 className={styles.title}>{text.tags}</h1>
      </header>
      {groups.length === 0 && <p className={styles.empty}>{text.noDataFound}</p>}
      {groups.map((group) =>
        group.letter === null ? (
          <TagList key="all" tags={group.tags} language={language} label={text.tags} />
        ) : (
          <section key={group.letter} className={styles.group} aria-labelledby={`letter-${group.letter}`}>
            <h2 id={`letter-${group.letter}`} className={styles.letter}>
              {group.letter}
            </h2>
            <TagList tags={group.tags} language={language} />
          </section>
        ),
      )}
    </div>
  );
}

function TagList({ tags, language, label }: { tags: IndexTag[]; language: PageContext['language']; label?: string }) {
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link href={tagPath(language, tag.slug)}>{tag.tag_name}</Link>
        </li>
      ))}
    </ul>
  );
}
