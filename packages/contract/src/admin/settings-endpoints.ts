import { z } from 'zod';
import { adminNothing } from './answers';
import { ADMINISTRATORS, type AdminEndpointEntry } from './endpoint-entry';
import {
  adminSettingsRecord,
  adminSocialLinkRecord,
  SETTING_IMAGES,
  settingsUpdateBody,
  socialLinkCreateBody,
  socialLinkListQuery,
  socialLinkUpdateBody,
} from './settings';
import { idParams } from './staff';

/**
 * Every site setting: switches, identity, SEO defaults and social links. They shape the whole
 * site, so administrators alone read and change them (editors and moderators are refused).
 */
export const settingsEndpoints = {
  'settings.get': {
    method: 'GET', path: 'settings', roles: ADMINISTRATORS, summary: 'Every site setting: switches, identity, per-language texts and SEO defaults',
    data: adminSettingsRecord, example: {},
  },
  'settings.update': {
    method: 'PUT', path: 'settings', roles: ADMINISTRATORS, summary: 'Changes the settings sent (the others stay); images as files of their field',
    body: settingsUpdateBody, files: SETTING_IMAGES, data: adminSettingsRecord, example: { body: { web_name: 'Meridian News' } },
  },
  'socialLinks.list': {
    method: 'GET', path: 'social-links', roles: ADMINISTRATORS, summary: 'The footer’s social network links, in their order',
    query: socialLinkListQuery, data: z.array(adminSocialLinkRecord), paged: true, example: {},
  },
  'socialLinks.get': {
    method: 'GET', path: 'social-links/:id', roles: ADMINISTRATORS, summary: 'One social network link', params: idParams, data: adminSocialLinkRecord, example: { params: { id: '1' } },
  },
  'socialLinks.create': {
    method: 'POST', path: 'social-links', roles: ADMINISTRATORS, summary: 'Adds a social network link with its icon',
    body: socialLinkCreateBody, files: ['image'], data: adminSocialLinkRecord, example: { body: { link: 'https://example.com/route-check' } },
  },
  'socialLinks.update': {
    method: 'PUT', path: 'social-links/:id', roles: ADMINISTRATORS, summary: 'Changes a link, its icon or its place',
    params: idParams, body: socialLinkUpdateBody, files: ['image'], data: adminSocialLinkRecord, example: { params: { id: '999999' }, body: {} },
  },
  'socialLinks.delete': {
    method: 'DELETE', path: 'social-links/:id', roles: ADMINISTRATORS, summary: 'Removes a social network link and its icon',
    params: idParams, data: adminNothing, example: { params: { id: '999999' } },
  },
} as const satisfies Record<string, AdminEndpointEntry>;
