import { AutocompleteInput, Create, Edit, ReferenceInput, SimpleForm, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import type { AdminSubcategoryRecord } from '@newsroom/contract/admin/taxonomy';
import { ScreenHeading } from '../../app/screen-heading';
import { SeoInputs, TaxonomyToolbar } from './category-form';
import { formBody, SlugInput, TaxonomyImageInput, withImageRemoval } from './taxonomy-inputs';

/** A subcategory stays under the category it was made in: its stories are filed under both. */
function SubcategoryInputs({ creating }: { creating: boolean }) {
  return (
    <>
      <ReferenceInput source="category_id" reference="categories" sort={{ field: 'category_name', order: 'ASC' }} perPage={100}>
        <AutocompleteInput optionText="category_name" validate={required()} disabled={!creating} filterToQuery={(q) => ({ q })} />
      </ReferenceInput>
      <TextInput source="subcategory_name" validate={required()} />
      <SlugInput creating={creating} />
      <TaxonomyImageInput source="image" />
      <SeoInputs />
    </>
  );
}

export function SubcategoryCreate() {
  const translate = useTranslate();
  return (
    <>
      <ScreenHeading text={translate('ra.page.create', { name: translate('resources.subcategories.name', { smart_count: 1 }) })} />
      <Create resource="subcategories" title={' '} redirect="list" transform={formBody}>
        <SimpleForm>
          <SubcategoryInputs creating />
        </SimpleForm>
      </Create>
    </>
  );
}

function SubcategoryHeading() {
  const record = useRecordContext<AdminSubcategoryRecord>();
  return <ScreenHeading text={record?.subcategory_name ?? ''} />;
}

export function SubcategoryEdit() {
  return (
    <Edit resource="subcategories" title={' '} mutationMode="pessimistic" redirect="list" transform={withImageRemoval('image', 'remove_image')}>
      <SubcategoryHeading />
      <SimpleForm toolbar={<TaxonomyToolbar />}>
        <SubcategoryInputs creating={false} />
      </SimpleForm>
    </Edit>
  );
}
