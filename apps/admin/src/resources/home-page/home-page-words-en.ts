import type { AreaWords } from '../../app/console-area';

/** The home page area's words in English (`console.home_page.*` and react-admin's resource labels). */
export const homePageWordsEn = {
  console: {
    home_page: {
      sections_heading: 'Featured sections',
      new_section: 'New featured section',
      ads_heading: 'Ad spaces',
      new_ad: 'New ad space',
      order_help: 'Drag a section by its handle to change the home page’s order, or focus the handle and press Space, then the arrow keys, then Space again.',
      drag_handle: 'Move %{title}',
      picked_up: 'Picked up %{title}, at place %{place} of %{count}.',
      moved: '%{title}: place %{place} of %{count}.',
      dropped: '%{title} dropped at place %{place} of %{count}.',
      cancelled: 'Moving %{title} was cancelled.',
      order_saved: 'The home page’s order is saved',
      no_sections: 'No featured section in this language yet.',
      inactive: 'Hidden',
      content: 'What it shows',
      layout: 'Layout',
      seo: 'Search engines',
      same_as_web: 'Same as on the web',
      style: 'Style %{number}',
      slug_help: 'Leave empty to make it from the title.',
      preview: 'Preview',
      preview_help: 'The first stories readers would see with these settings, before saving.',
      preview_count: '%{smart_count} matching item |||| %{smart_count} matching items',
      preview_empty: 'Nothing matches these settings yet.',
      preview_loading: 'Loading the preview…',
      delete_title: 'Delete the section “%{title}”?',
      delete_text: 'It leaves the home page at once.',
      delete_text_ads: 'It leaves the home page at once, and its %{smart_count} ad placed after it is deleted with it. |||| It leaves the home page at once, and the %{smart_count} ads placed after it are deleted with it.',
      news_types: { news: 'Stories', breaking_news: 'Breaking news', videos: 'Videos', user_choice: 'The reader’s chosen categories' },
      videos_types: { news: 'Video stories', breaking_news: 'Video breaking news' },
      filter_types: {
        most_commented: 'Most commented', recently_added: 'Newest', most_viewed: 'Most viewed', most_favorite: 'Most bookmarked', most_like: 'Most liked', custom: 'Stories picked by hand',
      },
      placements: { 'news_details-top': 'Above a story', 'news_details-bottom': 'Below a story', featured_section: 'After a featured section' },
      image_help: 'JPEG, PNG, WebP or GIF; a new image replaces the current one.',
      link_rule: 'Must be a web address starting with http:// or https://',
      runs: 'Runs',
      always: 'Always',
      dates_help: 'Days in the site’s time zone; leave empty for no limit.',
    },
  },
  resources: {
    'featured-sections': {
      name: 'Featured section |||| Featured sections',
      fields: {
        language_id: 'Language', title: 'Title', slug: 'Slug', short_description: 'Short description', news_type: 'Shows', videos_type: 'Videos',
        filter_type: 'Order and choice', category_ids: 'Only these categories', news_ids: 'Stories', style_web: 'Style on the web', style_app: 'Style in the app',
        is_based_on_user_choice: 'Follow each reader’s chosen categories', active: 'Shown on the home page', meta_title: 'Meta title',
        meta_description: 'Meta description', meta_keyword: 'Meta keywords', row_order: 'Place',
      },
    },
    'ad-spaces': {
      name: 'Ad space |||| Ad spaces',
      fields: {
        language_id: 'Language', ad_space: 'Placement', featured_section_id: 'After the section', web_ad_image: 'Image on the web', ad_image: 'Image in the app',
        ad_url: 'Link', active: 'Shown', starts_on: 'First day', ends_on: 'Last day', created_at: 'Added',
      },
    },
  },
} satisfies AreaWords;
