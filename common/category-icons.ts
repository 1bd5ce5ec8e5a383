/**
 * The icons a category can carry (decision 186): the site's own SVG files under public/icons/, the set the seeded
 * trees use, drawn as an <img> by the menus, the category tree and the ad form. A category holds one of these paths
 * or none; the operator console offers them in a picker and the server refuses anything else, so no menu ever points
 * at a missing or foreign image.
 */
const AD_ICONS = ['business-industry', 'electronics', 'fashion', 'food-drinks', 'hobbies-leisure', 'home-garden', 'jobs', 'kids-baby', 'pets', 'real-estate', 'services', 'vehicles'];
const SHOP_ICONS = ['beauty', 'books-stationery', 'coffee-tea', 'electronics', 'fashion', 'garden', 'home-kitchen', 'pet-supplies', 'sports-outdoors', 'toys'];

export const CATEGORY_ICONS: readonly string[] = [
  ...AD_ICONS.map((name) => `/icons/categories/${name}.svg`),
  ...SHOP_ICONS.map((name) => `/icons/shop-categories/shop-${name}.svg`),
];

export const isCategoryIcon = (path: string) => CATEGORY_ICONS.includes(path);
