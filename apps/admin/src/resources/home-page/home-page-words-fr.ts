import type { AreaWords } from '../../app/console-area';
import type { homePageWordsEn } from './home-page-words-en';

/** The home page area's words in French: the same keys as the English ones. */
export const homePageWordsFr: typeof homePageWordsEn = {
  console: {
    home_page: {
      sections_heading: 'Sections à la une',
      new_section: 'Nouvelle section à la une',
      ads_heading: 'Espaces publicitaires',
      new_ad: 'Nouvel espace publicitaire',
      order_help: 'Faites glisser une section par sa poignée pour changer l’ordre de la page d’accueil, ou placez le focus sur la poignée et appuyez sur Espace, puis sur les flèches, puis de nouveau sur Espace.',
      drag_handle: 'Déplacer %{title}',
      picked_up: '%{title} saisie, à la place %{place} sur %{count}.',
      moved: '%{title} : place %{place} sur %{count}.',
      dropped: '%{title} déposée à la place %{place} sur %{count}.',
      cancelled: 'Le déplacement de %{title} est annulé.',
      order_saved: 'L’ordre de la page d’accueil est enregistré',
      no_sections: 'Aucune section à la une dans cette langue pour l’instant.',
      inactive: 'Masquée',
      content: 'Ce qu’elle montre',
      layout: 'Mise en page',
      seo: 'Moteurs de recherche',
      same_as_web: 'Comme sur le web',
      style: 'Style %{number}',
      slug_help: 'Laissez vide pour le créer à partir du titre.',
      preview: 'Aperçu',
      preview_help: 'Les premiers articles que verraient les lecteurs avec ces réglages, avant l’enregistrement.',
      preview_count: '%{smart_count} élément correspondant |||| %{smart_count} éléments correspondants',
      preview_empty: 'Rien ne correspond encore à ces réglages.',
      preview_loading: 'Chargement de l’aperçu…',
      delete_title: 'Supprimer la section « %{title} » ?',
      delete_text: 'Elle quitte aussitôt la page d’accueil.',
      delete_text_ads: 'Elle quitte aussitôt la page d’accueil, et la %{smart_count} publicité placée après elle est supprimée avec elle. |||| Elle quitte aussitôt la page d’accueil, et les %{smart_count} publicités placées après elle sont supprimées avec elle.',
      news_types: { news: 'Articles', breaking_news: 'Dernières nouvelles', videos: 'Vidéos', user_choice: 'Les catégories choisies par le lecteur' },
      videos_types: { news: 'Articles vidéo', breaking_news: 'Dernières nouvelles en vidéo' },
      filter_types: {
        most_commented: 'Les plus commentés', recently_added: 'Les plus récents', most_viewed: 'Les plus lus', most_favorite: 'Les plus enregistrés', most_like: 'Les plus aimés', custom: 'Articles choisis à la main',
      },
      placements: { 'news_details-top': 'Au-dessus d’un article', 'news_details-bottom': 'Sous un article', featured_section: 'Après une section à la une' },
      image_help: 'JPEG, PNG, WebP ou GIF ; une nouvelle image remplace l’actuelle.',
      link_rule: 'Doit être une adresse web commençant par http:// ou https://',
      runs: 'Diffusion',
      always: 'Toujours',
      dates_help: 'Jours dans le fuseau horaire du site ; laissez vide pour ne pas limiter.',
    },
  },
  resources: {
    'featured-sections': {
      name: 'Section à la une |||| Sections à la une',
      fields: {
        language_id: 'Langue', title: 'Titre', slug: 'Slug', short_description: 'Description courte', news_type: 'Contenu', videos_type: 'Vidéos',
        filter_type: 'Ordre et choix', category_ids: 'Seulement ces catégories', news_ids: 'Articles', style_web: 'Style sur le web', style_app: 'Style dans l’application',
        is_based_on_user_choice: 'Suivre les catégories choisies par chaque lecteur', active: 'Affichée sur la page d’accueil', meta_title: 'Méta-titre',
        meta_description: 'Méta-description', meta_keyword: 'Méta-mots-clés', row_order: 'Place',
      },
    },
    'ad-spaces': {
      name: 'Espace publicitaire |||| Espaces publicitaires',
      fields: {
        language_id: 'Langue', ad_space: 'Emplacement', featured_section_id: 'Après la section', web_ad_image: 'Image sur le web', ad_image: 'Image dans l’application',
        ad_url: 'Lien', active: 'Affichée', starts_on: 'Premier jour', ends_on: 'Dernier jour', created_at: 'Ajoutée',
      },
    },
  },
} satisfies AreaWords;
