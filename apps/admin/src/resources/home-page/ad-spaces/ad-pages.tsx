import { Create, DeleteButton, Edit, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { ScreenHeading } from '../../../app/screen-heading';
import { AdForm } from './ad-form';

/** Saved pessimistically: images upload with the save. */
export function AdCreate() {
  const translate = useTranslate();
  return (
    <>
      <ScreenHeading text={translate('console.home_page.new_ad')} />
      <Create resource="ad-spaces" title={' '} redirect="list">
        <AdForm />
      </Create>
    </>
  );
}

const AdToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

export function AdEdit() {
  const translate = useTranslate();
  return (
    <>
      <ScreenHeading text={translate('resources.ad-spaces.name', { smart_count: 1 })} />
      <Edit resource="ad-spaces" title={' '} mutationMode="pessimistic" redirect="list">
        <AdForm toolbar={<AdToolbar />} />
      </Edit>
    </>
  );
}
