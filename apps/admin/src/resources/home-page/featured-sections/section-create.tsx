import { Create, useTranslate } from 'react-admin';
import { ScreenHeading } from '../../../app/screen-heading';
import { SectionForm } from './section-form';

/** A new section goes last on its language's home page; the list's drag moves it up. */
export function SectionCreate() {
  const translate = useTranslate();
  return (
    <>
      <ScreenHeading text={translate('console.home_page.new_section')} />
      <Create resource="featured-sections" title={' '} redirect="edit">
        <SectionForm />
      </Create>
    </>
  );
}
