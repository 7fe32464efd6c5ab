import { Create, useTranslate } from 'react-admin';
import { ScreenHeading } from '../../app/screen-heading';
import { NewsForm } from './news-form';
import { storyBody } from './story-body';

/** A new story, saved as a draft unless another status is chosen; it then opens for editing. */
export function NewsCreate() {
  const translate = useTranslate();
  return (
    <>
      <ScreenHeading text={translate('ra.page.create', { name: translate('resources.news.name', { smart_count: 1 }) })} />
      <Create resource="news" title={' '} redirect="edit" transform={storyBody}>
        <NewsForm />
      </Create>
    </>
  );
}
