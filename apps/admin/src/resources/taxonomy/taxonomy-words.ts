import type { AreaWords } from '../../app/console-area';

const seo = { meta_title: 'Search title', meta_description: 'Search description', meta_keyword: 'Search keywords' };
const seoFr = { meta_title: 'Titre pour les moteurs de recherche', meta_description: 'Description pour les moteurs de recherche', meta_keyword: 'Mots-clés pour les moteurs de recherche' };

export const taxonomyWordsEn: AreaWords = {
  console: {
    taxonomy: {
      search: 'Search by name',
      all_categories: 'All categories',
      stories: 'Stories',
      slug_help: 'The address on the site: lower-case letters, digits and dashes.',
      slug_help_new: 'The address on the site: lower-case letters, digits and dashes. Leave it empty to make it from the name.',
      image_help: 'JPEG, PNG, WebP or GIF; stored as WebP, at most 1200 pixels wide.',
      seo: 'Search engines',
      order_heading: 'Order on the site',
      order_help: 'Drag a row by its handle, or focus a handle and press Space, move with the arrow keys, and press Space again to drop. Then save the order.',
      order_pick_language: 'Pick a language to order its categories.',
      order_pick_category: 'Pick a category to order its subcategories.',
      order_save: 'Save the order',
      drag_start: 'Picked up %{name}, at position %{position} of %{count}.',
      drag_over: '%{name} is now at position %{position} of %{count}.',
      drag_end: '%{name} dropped at position %{position} of %{count}. Save the order to keep it.',
      drag_cancel: 'Move cancelled; %{name} is back in its place.',
      order_saved: 'The new order is saved; the site shows it within a minute.',
      move: 'Move %{name}',
      delete_blocked: '%{smart_count} story is filed here; move it to another place before deleting. |||| %{smart_count} stories are filed here; move them to another place before deleting.',
      radius_heading: 'Within the site’s radius of this point',
      radius_help: 'Readers here get the location news of these places (radius %{km} km).',
      radius_none: 'No location within %{km} km of this point.',
      radius_enter: 'Enter a latitude and a longitude to see the locations around them.',
      distance: '%{name}, %{km} km',
    },
  },
  resources: {
    categories: { name: 'Category |||| Categories', fields: { category_name: 'Name', slug: 'Slug', image: 'Image', row_order: 'Order', news_count: 'Stories', language_id: 'Language', ...seo } },
    subcategories: {
      name: 'Subcategory |||| Subcategories',
      fields: { subcategory_name: 'Name', slug: 'Slug', image: 'Image', row_order: 'Order', news_count: 'Stories', category_id: 'Category', language_id: 'Language', ...seo },
    },
    tags: { name: 'Tag |||| Tags', fields: { tag_name: 'Name', slug: 'Slug', og_image: 'Sharing image', news_count: 'Stories', language_id: 'Language', ...seo } },
    locations: { name: 'Location |||| Locations', fields: { location_name: 'Name', latitude: 'Latitude', longitude: 'Longitude', news_count: 'Stories' } },
  },
};

export const taxonomyWordsFr: AreaWords = {
  console: {
    taxonomy: {
      search: 'Rechercher par nom',
      all_categories: 'Toutes les catégories',
      stories: 'Articles',
      slug_help: 'L’adresse sur le site : lettres minuscules, chiffres et tirets.',
      slug_help_new: 'L’adresse sur le site : lettres minuscules, chiffres et tirets. Laissez vide pour la former à partir du nom.',
      image_help: 'JPEG, PNG, WebP ou GIF ; enregistrée en WebP, 1200 pixels de large au plus.',
      seo: 'Moteurs de recherche',
      order_heading: 'Ordre sur le site',
      order_help: 'Faites glisser une ligne par sa poignée, ou placez-vous sur une poignée, appuyez sur Espace, déplacez avec les flèches et appuyez de nouveau sur Espace pour déposer. Enregistrez ensuite l’ordre.',
      order_pick_language: 'Choisissez une langue pour ordonner ses catégories.',
      order_pick_category: 'Choisissez une catégorie pour ordonner ses sous-catégories.',
      order_save: 'Enregistrer l’ordre',
      drag_start: '%{name} saisi, en position %{position} sur %{count}.',
      drag_over: '%{name} est maintenant en position %{position} sur %{count}.',
      drag_end: '%{name} déposé en position %{position} sur %{count}. Enregistrez l’ordre pour le garder.',
      drag_cancel: 'Déplacement annulé ; %{name} est revenu à sa place.',
      order_saved: 'Le nouvel ordre est enregistré ; le site l’affiche d’ici une minute.',
      move: 'Déplacer %{name}',
      delete_blocked: '%{smart_count} article est classé ici ; déplacez-le ailleurs avant de supprimer. |||| %{smart_count} articles sont classés ici ; déplacez-les ailleurs avant de supprimer.',
      radius_heading: 'Dans le rayon du site autour de ce point',
      radius_help: 'Les lecteurs situés ici reçoivent les actualités locales de ces lieux (rayon de %{km} km).',
      radius_none: 'Aucun lieu à moins de %{km} km de ce point.',
      radius_enter: 'Saisissez une latitude et une longitude pour voir les lieux alentour.',
      distance: '%{name}, %{km} km',
    },
  },
  resources: {
    categories: { name: 'Catégorie |||| Catégories', fields: { category_name: 'Nom', slug: 'Slug', image: 'Image', row_order: 'Ordre', news_count: 'Articles', language_id: 'Langue', ...seoFr } },
    subcategories: {
      name: 'Sous-catégorie |||| Sous-catégories',
      fields: { subcategory_name: 'Nom', slug: 'Slug', image: 'Image', row_order: 'Ordre', news_count: 'Articles', category_id: 'Catégorie', language_id: 'Langue', ...seoFr },
    },
    tags: { name: 'Mot-clé |||| Mots-clés', fields: { tag_name: 'Nom', slug: 'Slug', og_image: 'Image de partage', news_count: 'Articles', language_id: 'Langue', ...seoFr } },
    locations: { name: 'Lieu |||| Lieux', fields: { location_name: 'Nom', latitude: 'Latitude', longitude: 'Longitude', news_count: 'Articles' } },
  },
};
