import { Create, Datagrid, FormDataConsumer, Edit, List, maxValue, minValue, NumberField, NumberInput, required, SimpleForm, TextInput, useRecordContext, useTranslate } from 'react-admin';
import type { AdminLocationRecord } from '@newsroom/contract/admin/taxonomy-tags-locations';
import { ScreenHeading } from '../../app/screen-heading';
import { LocationRadiusPanel } from './location-radius-panel';
import { RecordLink } from '../../components/record-link';

export function LocationList() {
  const translate = useTranslate();
  const filters = [<TextInput key="q" source="q" label={translate('console.taxonomy.search')} alwaysOn resettable />];
  return (
    <>
      <ScreenHeading text={translate('resources.locations.name', { smart_count: 2 })} />
      <List resource="locations" title={' '} filters={filters} sort={{ field: 'location_name', order: 'ASC' }} perPage={25}>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <RecordLink source="location_name" text={(record) => String(record.location_name)} />
          <NumberField source="latitude" sortable={false} options={{ maximumFractionDigits: 6 }} />
          <NumberField source="longitude" sortable={false} options={{ maximumFractionDigits: 6 }} />
          <NumberField source="news_count" sortable={false} />
        </Datagrid>
      </List>
    </>
  );
}

/** Decimal degrees, range-checked here and again by the server (the contract's schema). */
function LocationInputs() {
  return (
    <>
      <TextInput source="location_name" validate={required()} />
      <NumberInput source="latitude" validate={[required(), minValue(-90), maxValue(90)]} step={0.0001} />
      <NumberInput source="longitude" validate={[required(), minValue(-180), maxValue(180)]} step={0.0001} />
      <FormDataConsumer>{({ formData }) => <LocationRadiusPanel latitude={formData.latitude} longitude={formData.longitude} />}</FormDataConsumer>
    </>
  );
}

export function LocationCreate() {
  const translate = useTranslate();
  return (
    <>
      <ScreenHeading text={translate('ra.page.create', { name: translate('resources.locations.name', { smart_count: 1 }) })} />
      <Create resource="locations" title={' '} redirect="list">
        <SimpleForm>
          <LocationInputs />
        </SimpleForm>
      </Create>
    </>
  );
}

function LocationHeading() {
  const record = useRecordContext<AdminLocationRecord>();
  return <ScreenHeading text={record?.location_name ?? ''} />;
}

/** Deleting a location keeps its stories, without a location. */
export function LocationEdit() {
  return (
    <Edit resource="locations" title={' '} mutationMode="pessimistic" redirect="list">
      <LocationHeading />
      <SimpleForm>
        <LocationInputs />
      </SimpleForm>
    </Edit>
  );
}
