import { crudEntries } from './crud-entries';
import type { AdminEndpointEntry } from './endpoint-entry';
import {
  adminLocationRecord,
  adminTagRecord,
  locationCreateBody,
  locationListQuery,
  locationNearData,
  locationNearQuery,
  locationUpdateBody,
  tagCreateBody,
  tagListQuery,
  tagUpdateBody,
} from './taxonomy-tags-locations';

const EDITORS = ['administrator', 'editor'] as const;
const TAXONOMY_READERS = ['administrator', 'editor', 'author'] as const;

export const tagsLocationsEndpoints = {
  ...crudEntries('tags', 'tags', {
    roles: { read: TAXONOMY_READERS, write: EDITORS }, record: adminTagRecord, listQuery: tagListQuery,
    createBody: tagCreateBody, updateBody: tagUpdateBody, files: ['og_image'],
    summaries: {
      list: 'Tags, per language',
      get: 'One tag',
      create: 'Adds a tag with its search fields and sharing image',
      update: 'Renames a tag, changes its slug, search fields or sharing image',
      delete: 'Deletes a tag; its stories lose it and stay published',
    },
    examples: { record: { id: '1' }, removed: { id: '999999' }, create: { language_id: 1, tag_name: 'Example', slug: 'example-tag-route-check' }, update: {} },
  }),
  // Before `locations/:id`, so `near` is not read as an id.
  'locations.near': {
    method: 'GET', path: 'locations/near', roles: TAXONOMY_READERS, summary: 'The locations within the site’s location-news radius of a point, nearest first',
    query: locationNearQuery, data: locationNearData, example: { query: { latitude: '48.85', longitude: '2.35' } },
  },
  ...crudEntries('locations', 'locations', {
    roles: { read: TAXONOMY_READERS, write: EDITORS }, record: adminLocationRecord, listQuery: locationListQuery,
    createBody: locationCreateBody, updateBody: locationUpdateBody,
    summaries: {
      list: 'Locations, shared by every language',
      get: 'One location',
      create: 'Adds a location by latitude and longitude',
      update: 'Renames or moves a location',
      delete: 'Deletes a location; its stories stay, without a location',
    },
    examples: { record: { id: '1' }, removed: { id: '999999' }, create: { location_name: 'Example', latitude: 1, longitude: 2 }, update: {} },
  }),
} as const satisfies Record<string, AdminEndpointEntry>;
