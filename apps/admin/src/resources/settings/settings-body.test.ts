import { describe, expect, it } from 'vitest';
import type { AdminSettingsRecord } from '@newsroom/contract/admin/settings';
import { changedSettings, type SettingsFormValues } from './settings-body';

const saved: AdminSettingsRecord = {
  category_mode: true, subcategory_mode: true, breaking_news_mode: true, live_streaming_mode: true, comments_mode: true, comment_premoderation: false,
  location_news_mode: true, auto_delete_expire_news_mode: false, nearest_location_measure: 100, news_submission: 'authors', system_timezone: 'UTC',
  web_name: 'Meridian News', web_color_code: '#1A2E51', web_footer_description: 'News', web_meta_title: '', web_meta_description: '', web_meta_keyword: '',
  web_header_logo: 'http://news.test/media/a.webp', web_footer_logo: '', web_placeholder_image: '', web_og_image: 'http://news.test/media/b.webp',
  by_language: { fr: { web_footer_description: 'Nouvelles', web_meta_title: '', web_meta_description: '', web_meta_keyword: '' } },
  colour_contrast: 13.2,
};

describe('the settings form sends only what changed', () => {
  it('nothing when nothing changed', () => {
    expect(changedSettings(saved, { ...saved })).toEqual({});
  });

  it('changed switches, texts, per-language texts, a picked file and a removed image', () => {
    const file = { rawFile: new File(['x'], 'logo.png') };
    const values: SettingsFormValues = {
      ...saved,
      comments_mode: false,
      web_name: 'Harbour',
      by_language: { fr: { ...saved.by_language.fr!, web_meta_title: 'Le Port' } },
      web_footer_logo: file,
      web_og_image: null,
    };
    expect(changedSettings(saved, values)).toEqual({
      comments_mode: false,
      web_name: 'Harbour',
      by_language: { fr: { web_meta_title: 'Le Port' } },
      web_footer_logo: file,
      remove_web_og_image: true,
    });
  });
});
