import { CreateButton, List, TopToolbar, useTranslate } from 'react-admin';
import { ScreenHeading } from '../../../app/screen-heading';
import { LanguageInput } from '../../../components/language-input';
import { SectionOrder } from './section-order';

const ListActions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/**
 * The home page's sections per language in the order readers see them; a language's whole order
 * fits one page (a home page has tens of sections at most), so dragging never crosses pages.
 */
export function SectionList() {
  const translate = useTranslate();
  // No search: a drag in a narrowed list would reorder around sections the editor cannot see.
  const filters = [<LanguageInput key="language_id" alwaysOn />];
  return (
    <>
      <ScreenHeading text={translate('console.home_page.sections_heading')} />
      <List resource="featured-sections" title={' '} filters={filters} actions={<ListActions />} sort={{ field: 'row_order', order: 'ASC' }} perPage={100} pagination={false}>
        <SectionOrder />
      </List>
    </>
  );
}
