import type { AreaWords } from '../../app/console-area';

/** The area's words in English; `siteWordsFr` has each of them in French. */
export const siteWordsEn: AreaWords = {
  console: {
    site_pages: {
      search: 'Search',
      all: 'All',
      open: 'Open',
      closed: 'Closed',
      open_help: 'Readers can answer an open survey; a closed one keeps its results.',
      options: 'Options',
      option: 'Option',
      options_help: 'An option readers chose cannot be removed: correct its words, or close the survey.',
      results: 'Results',
      no_votes: 'No answers yet.',
      votes: '%{smart_count} answer |||| %{smart_count} answers',
      option_result: '%{option}: %{count} (%{percentage}%)',
      current_image: 'Current image',
      content_help: 'Scripts, styles and frames are removed when the page is saved.',
      seo: 'Search engines and sharing',
      schema_help: 'JSON-LD: a JSON object, alone or in its script element.',
      page_types: { 'about-us': 'About us', 'contact-us': 'Contact', 'privacy-policy': 'Privacy policy', 'terms-condition': 'Terms and conditions', custom: 'Custom page' },
      seo_types: {
        home: 'Home page',
        all_categories: 'All categories',
        all_breaking_news: 'All breaking news',
        live_streaming_news: 'Live streams',
        view_all: 'View all',
        more_pages: 'More pages',
        news_notifications: 'News notifications',
        personal_notifications: 'Personal notifications',
        video_news: 'Videos',
      },
    },
  },
  resources: {
    surveys: {
      name: 'Survey |||| Surveys',
      fields: { question: 'Question', language_id: 'Language', open: 'Open', options: 'Options', text: 'Option', votes: 'Answers', created_at: 'Created' },
    },
    pages: {
      name: 'Page |||| Pages',
      fields: {
        title: 'Title', slug: 'Slug', page_type: 'Type', language_id: 'Language', page_content: 'Text', page_icon: 'Icon', og_image: 'Share image',
        meta_title: 'Meta title', meta_description: 'Meta description', meta_keyword: 'Meta keywords', active: 'Published',
      },
    },
    'seo-pages': {
      name: 'SEO page |||| SEO pages',
      fields: {
        page_type: 'Screen', language_id: 'Language', meta_title: 'Meta title', meta_description: 'Meta description', meta_keyword: 'Meta keywords',
        schema_markup: 'Schema markup', og_image: 'Share image',
      },
    },
  },
};

export const siteWordsFr: AreaWords = {
  console: {
    site_pages: {
      search: 'Rechercher',
      all: 'Tous',
      open: 'Ouvert',
      closed: 'Fermé',
      open_help: 'Les lecteurs peuvent répondre à un sondage ouvert ; un sondage fermé garde ses résultats.',
      options: 'Options',
      option: 'Option',
      options_help: 'Une option choisie par des lecteurs ne peut pas être supprimée : corrigez ses mots, ou fermez le sondage.',
      results: 'Résultats',
      no_votes: 'Aucune réponse pour l’instant.',
      votes: '%{smart_count} réponse |||| %{smart_count} réponses',
      option_result: '%{option} : %{count} (%{percentage} %)',
      current_image: 'Image actuelle',
      content_help: 'Les scripts, styles et cadres sont retirés à l’enregistrement.',
      seo: 'Moteurs de recherche et partage',
      schema_help: 'JSON-LD : un objet JSON, seul ou dans son élément script.',
      page_types: { 'about-us': 'À propos', 'contact-us': 'Contact', 'privacy-policy': 'Politique de confidentialité', 'terms-condition': 'Conditions d’utilisation', custom: 'Page libre' },
      seo_types: {
        home: 'Accueil',
        all_categories: 'Toutes les catégories',
        all_breaking_news: 'Toutes les dernières minutes',
        live_streaming_news: 'Directs',
        view_all: 'Tout voir',
        more_pages: 'Autres pages',
        news_notifications: 'Notifications d’actualité',
        personal_notifications: 'Notifications personnelles',
        video_news: 'Vidéos',
      },
    },
  },
  resources: {
    surveys: {
      name: 'Sondage |||| Sondages',
      fields: { question: 'Question', language_id: 'Langue', open: 'Ouvert', options: 'Options', text: 'Option', votes: 'Réponses', created_at: 'Créé le' },
    },
    pages: {
      name: 'Page |||| Pages',
      fields: {
        title: 'Titre', slug: 'Slug', page_type: 'Type', language_id: 'Langue', page_content: 'Texte', page_icon: 'Icône', og_image: 'Image de partage',
        meta_title: 'Titre meta', meta_description: 'Description meta', meta_keyword: 'Mots-clés meta', active: 'Publiée',
      },
    },
    'seo-pages': {
      name: 'Page SEO |||| Pages SEO',
      fields: {
        page_type: 'Écran', language_id: 'Langue', meta_title: 'Titre meta', meta_description: 'Description meta', meta_keyword: 'Mots-clés meta',
        schema_markup: 'Balisage schema', og_image: 'Image de partage',
      },
    },
  },
};
