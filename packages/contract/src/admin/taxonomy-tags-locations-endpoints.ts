import { z } from 'zod';
import { adminNothing } from './answers';
import type { AdminEndpointEntry } from './endpoint-entry';
import { idParams } from './staff';
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
  'tags.list': {
    method: 'GET', path: 'tags', roles: TAXONOMY_READERS, summary: 'Tags, per language', query: tagListQuery,
    data: z.array(adminTagRecord), paged: true, example: {},
  },
  'tags.get': {
    method: 'GET', path: 'tags/:id', roles: TAXONOMY_READERS, summary: 'One tag', params: idParams, data: adminTagRecord, example: { params: { id: '1' } },
  },
  'tags.create': {
    method: 'POST', path: 'tags', roles: EDITORS, summary: 'Adds a tag with its search fields and sharing image',
    body: tagCreateBody, files: ['og_image'], data: adminTagRecord, example: { body: { language_id: 1, tag_name: 'Example', slug: 'example-tag-route-check' } },
  },
  'tags.update': {
    method: 'PUT', path: 'tags/:id', roles: EDITORS, summary: 'Renames a tag, changes its slug, search fields or sharing image',
    params: idParams, body: tagUpdateBody, files: ['og_image'], data: adminTagRecord, example: { params: { id: '1' }, body: {} },
  },
  'tags.delete': {
    method: 'DELETE', path: 'tags/:id', roles: EDITORS, summary: 'Deletes a tag; its stories lose it and stay published',
    params: idParams, data: adminNothing, example: { params: { id: '999999' } },
  },
  // Before `locations/:id`, so `near` is not read as an id.
  'locations.near': {
    method: 'GET', path: 'locations/near', roles: TAXONOMY_READERS, summary: 'The locations within the site’s location-news radius of a point, nearest first',
    query: locationNearQuery, data: locationNearData, example: { query: { latitude: '48.85', longitude: '2.35' } },
  },
  'locations.list': {
    method: 'GET', path: 'locations', roles: TAXONOMY_READERS, summary: 'Locations, shared by every language', query: locationListQuery,
    data: z.array(adminLocationRecord), paged: true, example: {},
  },
  'locations.get': {
    method: 'GET', path: 'locations/:id', roles: TAXONOMY_READERS, summary: 'One location', params: idParams, data: adminLocationRecord, example: { params: { id: '1' } },
  },
  'locations.create': {
    method: 'POST', path: 'locations', roles: EDITORS, summary: 'Adds a location by latitude and longitude',
    body: locationCreateBody, data: adminLocationRecord, example: { body: { location_name: 'Example', latitude: 1, longitude: 2 } },
  },
  'locations.update': {
    method: 'PUT', path: 'locations/:id', roles: EDITORS, summary: 'Renames or moves a location',
    params: idParams, body: locationUpdateBody, data: adminLocationRecord, example: { params: { id: '1' }, body: {} },
  },
  'locations.delete': {
    method: 'DELETE', path: 'locations/:id', roles: EDITORS, summary: 'Deletes a location; its stories stay, without a location',
    params: idParams, data: adminNothing, example: { params: { id: '999999' } },
  },
} as const satisfies Record<string, AdminEndpointEntry>;
