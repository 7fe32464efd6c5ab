import { DeleteButton, Edit, SaveButton, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import type { FeaturedSectionRecord } from '@newsroom/contract/admin/home-page-sections';
import { ScreenHeading } from '../../../app/screen-heading';
import { SectionForm } from './section-form';

function SectionHeading() {
  const record = useRecordContext<FeaturedSectionRecord>();
  return <ScreenHeading text={record?.title ?? ''} />;
}

/** The ads placed after the section are deleted with it (the database cascades): the confirmation says how many. */
function SectionToolbar() {
  const record = useRecordContext<FeaturedSectionRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const content = record.ads > 0 ? translate('console.home_page.delete_text_ads', { smart_count: record.ads }) : translate('console.home_page.delete_text');
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" confirmTitle={translate('console.home_page.delete_title', { title: record.title })} confirmContent={content} />
    </Toolbar>
  );
}

/** Saved pessimistically: the home page changes only once the server accepted the settings. */
export function SectionEdit() {
  return (
    <Edit resource="featured-sections" title={' '} mutationMode="pessimistic" redirect={false}>
      <SectionHeading />
      <SectionForm toolbar={<SectionToolbar />} />
    </Edit>
  );
}
