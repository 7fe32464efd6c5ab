import { Create, Datagrid, Edit, ImageField, List, NumberField, NumberInput, SimpleForm, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import type { AdminSocialLinkRecord } from '@newsroom/contract/admin/settings';
import { ScreenHeading } from '../../app/screen-heading';
import { RecordLink } from '../../components/record-link';
import { SettingImageInput } from './setting-inputs';

/** The footer's links in their order (the lowest first), each opening its form. */
export function SocialLinkList() {
  const translate = useTranslate();
  return (
    <>
      <ScreenHeading text={translate('resources.social-links.name', { smart_count: 2 })} />
      <List resource="social-links" title={' '} sort={{ field: 'row_order', order: 'ASC' }} perPage={25}>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <RecordLink source="link" sortable={false} text={(record) => (record as AdminSocialLinkRecord).link} />
          <ImageField source="image" title="link" sortable={false} sx={{ '& img': { maxWidth: 32, maxHeight: 32 } }} />
          <NumberField source="row_order" />
        </Datagrid>
      </List>
    </>
  );
}

function LinkFields() {
  return (
    <>
      <TextInput source="link" validate={required()} helperText="https://" fullWidth />
      <SettingImageInput source="image" label="resources.social-links.fields.image" />
      <NumberInput source="row_order" min={0} helperText={false} />
    </>
  );
}

export function SocialLinkCreate() {
  const translate = useTranslate();
  return (
    <>
      <ScreenHeading text={translate('ra.page.create', { name: translate('resources.social-links.name', { smart_count: 1 }) })} />
      <Create resource="social-links" title={' '} redirect="list">
        <SimpleForm>
          <LinkFields />
        </SimpleForm>
      </Create>
    </>
  );
}

function LinkHeading() {
  const record = useRecordContext<AdminSocialLinkRecord>();
  return <ScreenHeading text={record?.link ?? ''} />;
}

/** Pessimistic: a form with a file cannot be undone by waiting. */
export function SocialLinkEdit() {
  return (
    <Edit resource="social-links" title={' '} mutationMode="pessimistic" redirect="list">
      <LinkHeading />
      <SimpleForm>
        <LinkFields />
      </SimpleForm>
    </Edit>
  );
}
