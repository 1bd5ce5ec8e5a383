import type { Localized } from './i18n.ts';

export type CurrencySeed = { code: string; short_name: string; name: string; symbol: string };

/** Currency list (GET /currencies). USD is first and is the default ('$'); MDL is shown as "value MDL". */
export const currencies: CurrencySeed[] = [
  { code: 'USD', short_name: 'USD', name: 'US Dollar', symbol: '$' },
  { code: 'EUR', short_name: 'EUR', name: 'Euro', symbol: '€' },
  { code: 'GBP', short_name: 'GBP', name: 'British Pound', symbol: '£' },
  { code: 'MDL', short_name: 'MDL', name: 'Moldovan Leu', symbol: 'MDL' },
  { code: 'RON', short_name: 'RON', name: 'Romanian Leu', symbol: 'lei' },
  { code: 'RUB', short_name: 'RUB', name: 'Russian Ruble', symbol: '₽' },
  { code: 'CNY', short_name: 'CNY', name: 'Chinese Yuan', symbol: 'CN¥' },
  { code: 'CHF', short_name: 'CHF', name: 'Swiss Franc', symbol: 'CHF' },
  { code: 'PLN', short_name: 'PLN', name: 'Polish Zloty', symbol: 'zł' },
  { code: 'UAH', short_name: 'UAH', name: 'Ukrainian Hryvnia', symbol: '₴' },
  { code: 'TRY', short_name: 'TRY', name: 'Turkish Lira', symbol: '₺' },
  { code: 'JPY', short_name: 'JPY', name: 'Japanese Yen', symbol: '¥' },
  { code: 'CAD', short_name: 'CAD', name: 'Canadian Dollar', symbol: 'CA$' },
  { code: 'AUD', short_name: 'AUD', name: 'Australian Dollar', symbol: 'A$' },
  { code: 'INR', short_name: 'INR', name: 'Indian Rupee', symbol: '₹' },
  { code: 'CZK', short_name: 'CZK', name: 'Czech Koruna', symbol: 'Kč' },
  { code: 'HUF', short_name: 'HUF', name: 'Hungarian Forint', symbol: 'Ft' },
  { code: 'SEK', short_name: 'SEK', name: 'Swedish Krona', symbol: 'kr' },
  { code: 'NOK', short_name: 'NOK', name: 'Norwegian Krone', symbol: 'kr' },
  { code: 'DKK', short_name: 'DKK', name: 'Danish Krone', symbol: 'kr' },
  { code: 'MXN', short_name: 'MXN', name: 'Mexican Peso', symbol: 'MX$' },
];

/**
 * ISO 3166-1 alpha-2 country code -> currency code, used to guess an ad's currency
 * from its location. Only currencies listed above appear; any country missing here
 * (for example Iceland, Serbia, Belarus or most of Central America) falls back to USD.
 */
export const countryCurrency: Record<string, string> = {
  // Eurozone members (Bulgaria since 1 January 2026) and other euro users
  AT: 'EUR', BE: 'EUR', BG: 'EUR', CY: 'EUR', DE: 'EUR', EE: 'EUR', ES: 'EUR', FI: 'EUR',
  FR: 'EUR', GR: 'EUR', HR: 'EUR', IE: 'EUR', IT: 'EUR', LT: 'EUR', LU: 'EUR', LV: 'EUR',
  MT: 'EUR', NL: 'EUR', PT: 'EUR', SI: 'EUR', SK: 'EUR',
  AD: 'EUR', MC: 'EUR', SM: 'EUR', VA: 'EUR', ME: 'EUR', XK: 'EUR', AX: 'EUR',
  GP: 'EUR', MQ: 'EUR', GF: 'EUR', RE: 'EUR', YT: 'EUR', PM: 'EUR', BL: 'EUR', MF: 'EUR',
  // Rest of Europe
  GB: 'GBP', GG: 'GBP', JE: 'GBP', IM: 'GBP', GI: 'GBP',
  CH: 'CHF', LI: 'CHF',
  DK: 'DKK', FO: 'DKK', GL: 'DKK',
  NO: 'NOK', SJ: 'NOK', BV: 'NOK',
  SE: 'SEK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  MD: 'MDL',
  UA: 'UAH',
  RU: 'RUB',
  TR: 'TRY',
  // North America (plus other territories and countries that use the US dollar)
  US: 'USD', PR: 'USD', VI: 'USD', GU: 'USD', AS: 'USD', MP: 'USD', UM: 'USD',
  PA: 'USD', SV: 'USD', EC: 'USD', TC: 'USD', VG: 'USD', BQ: 'USD',
  TL: 'USD', FM: 'USD', MH: 'USD', PW: 'USD',
  CA: 'CAD',
  MX: 'MXN',
  // Asia-Pacific
  CN: 'CNY',
  JP: 'JPY',
  IN: 'INR',
  AU: 'AUD', CX: 'AUD', CC: 'AUD', NF: 'AUD', HM: 'AUD', KI: 'AUD', NR: 'AUD', TV: 'AUD',
};

export type PromotionOptionSeed = { id: number; name: Localized; description: Localized; price: string };

/** Ad promotion options; the selected id minus 1 is the ad's is_sponsored level (0 regular, 1 urgent, 2 top page). */
export const promotionOptions: PromotionOptionSeed[] = [
  {
    id: 1,
    name: { en: 'Regular', fr: 'Standard', zh: '普通', de: 'Standard', ro: 'Standard', ru: 'Обычное', es: 'Normal' },
    description: {
      en: 'Free standard listing: your ad appears in search results and in its category.',
      fr: 'Annonce standard gratuite : elle apparaît dans les résultats de recherche et dans sa catégorie.',
      zh: '免费标准发布：广告会显示在搜索结果和所属分类中。',
      de: 'Kostenlose Standardanzeige: Ihre Anzeige erscheint in den Suchergebnissen und in ihrer Kategorie.',
      ro: 'Anunț standard gratuit: apare în rezultatele căutării și în categoria sa.',
      ru: 'Бесплатное стандартное размещение: объявление показывается в результатах поиска и в своей категории.',
      es: 'Anuncio estándar gratuito: aparece en los resultados de búsqueda y en su categoría.',
    },
    price: '0.00',
  },
  {
    id: 2,
    name: { en: 'Urgent Ad', fr: 'Annonce urgente', zh: '紧急广告', de: 'Dringende Anzeige', ro: 'Anunț urgent', ru: 'Срочное объявление', es: 'Anuncio urgente' },
    description: {
      en: "Adds an 'Urgent' badge to your ad so it stands out in lists and search results.",
      fr: "Ajoute un badge « Urgent » à votre annonce pour qu'elle se démarque dans les listes et les résultats de recherche.",
      zh: '为您的广告添加“紧急”标记，使其在列表和搜索结果中更加醒目。',
      de: 'Versieht Ihre Anzeige mit einem „Dringend“-Abzeichen, damit sie in Listen und Suchergebnissen auffällt.',
      ro: 'Adaugă anunțului insigna „Urgent”, ca să iasă în evidență în liste și în rezultatele căutării.',
      ru: 'Добавляет к объявлению значок «Срочно», чтобы оно выделялось в списках и результатах поиска.',
      es: 'Añade a tu anuncio la etiqueta «Urgente» para que destaque en los listados y en los resultados de búsqueda.',
    },
    price: '1.00',
  },
  {
    id: 3,
    name: { en: 'Top Page', fr: 'En tête de liste', zh: '置顶推广', de: 'Top-Platzierung', ro: 'Promovare în top', ru: 'Закрепление в топе', es: 'Primeros puestos' },
    description: {
      en: 'Pins your ad to the top of its category and of search results, and shows it in Sponsored Ads.',
      fr: "Épingle votre annonce en tête de sa catégorie et des résultats de recherche, et l'affiche dans les Annonces sponsorisées.",
      zh: '将您的广告固定在所属分类和搜索结果的顶部，并在“赞助广告”中展示。',
      de: 'Fixiert Ihre Anzeige ganz oben in ihrer Kategorie und in den Suchergebnissen und zeigt sie unter „Gesponserte Anzeigen“.',
      ro: 'Fixează anunțul în partea de sus a categoriei și a rezultatelor căutării și îl afișează în Anunțuri sponsorizate.',
      ru: 'Закрепляет объявление вверху категории и результатов поиска и показывает его в разделе «Спонсорские объявления».',
      es: 'Fija tu anuncio en lo más alto de su categoría y de los resultados de búsqueda, y lo muestra en Anuncios patrocinados.',
    },
    price: '2.00',
  },
];

export type ShippingMethodSeed = {
  id: number;
  name: Localized;
  description: Localized;
  /** How the order is paid: 'cash' to the courier on delivery, or 'card' at checkout. */
  payment_method: 'cash' | 'card';
  rate: string;
  /** Days added to the order date to get the expected delivery date. */
  estimated_delivery_time: number;
  status: number;
};

/** Checkout shipping methods; id 1 (cash on delivery) makes the checkout button read 'Place Order'. */
export const shippingMethods: ShippingMethodSeed[] = [
  {
    id: 1,
    name: { en: 'Cash on Delivery', fr: 'Paiement à la livraison', zh: '货到付款', de: 'Nachnahme', ro: 'Plata la livrare', ru: 'Оплата при получении', es: 'Contra reembolso' },
    description: {
      en: 'Pay the courier in cash when your order arrives, within 5 days. No delivery fee.',
      fr: 'Payez le livreur en espèces à la réception de votre commande, sous 5 jours. Sans frais de livraison.',
      zh: '订单在 5 天内送达，收货时以现金支付给快递员。免运费。',
      de: 'Bezahlen Sie bar beim Kurier, wenn Ihre Bestellung innerhalb von 5 Tagen ankommt. Keine Versandkosten.',
      ro: 'Plătiți curierul în numerar la primirea comenzii, în 5 zile. Fără taxă de livrare.',
      ru: 'Оплатите заказ курьеру наличными при получении, в течение 5 дней. Доставка бесплатна.',
      es: 'Paga en efectivo al repartidor cuando recibas tu pedido, en un plazo de 5 días. Sin gastos de envío.',
    },
    payment_method: 'cash',
    rate: '0.00',
    estimated_delivery_time: 5,
    status: 1,
  },
  {
    id: 2,
    name: { en: 'Standard Delivery', fr: 'Livraison standard', zh: '标准配送', de: 'Standardversand', ro: 'Livrare standard', ru: 'Стандартная доставка', es: 'Envío estándar' },
    description: {
      en: 'Tracked home delivery within 5 days, paid by card at checkout.',
      fr: 'Livraison à domicile avec suivi sous 5 jours, payée par carte lors de la commande.',
      zh: '可追踪的送货上门服务，5 天内送达，结账时刷卡支付。',
      de: 'Sendungsverfolgte Lieferung nach Hause innerhalb von 5 Tagen, Zahlung per Karte an der Kasse.',
      ro: 'Livrare la domiciliu cu urmărire în 5 zile, plătită cu cardul la finalizarea comenzii.',
      ru: 'Доставка на дом с отслеживанием в течение 5 дней, оплата картой при оформлении заказа.',
      es: 'Entrega a domicilio con seguimiento en 5 días, pago con tarjeta al finalizar la compra.',
    },
    payment_method: 'card',
    rate: '4.99',
    estimated_delivery_time: 5,
    status: 1,
  },
  {
    id: 3,
    name: { en: 'Express Delivery', fr: 'Livraison express', zh: '加急配送', de: 'Expressversand', ro: 'Livrare expres', ru: 'Экспресс-доставка', es: 'Envío exprés' },
    description: {
      en: 'Priority tracked delivery to your door within 2 days, paid by card at checkout.',
      fr: "Livraison prioritaire avec suivi jusqu'à votre porte sous 2 jours, payée par carte lors de la commande.",
      zh: '优先派送并全程追踪，2 天内送货上门，结账时刷卡支付。',
      de: 'Bevorzugte, sendungsverfolgte Lieferung bis an die Haustür innerhalb von 2 Tagen, Zahlung per Karte an der Kasse.',
      ro: 'Livrare prioritară cu urmărire până la ușă în 2 zile, plătită cu cardul la finalizarea comenzii.',
      ru: 'Приоритетная доставка до двери с отслеживанием в течение 2 дней, оплата картой при оформлении заказа.',
      es: 'Entrega prioritaria con seguimiento hasta tu puerta en 2 días, pago con tarjeta al finalizar la compra.',
    },
    payment_method: 'card',
    rate: '12.99',
    estimated_delivery_time: 2,
    status: 1,
  },
  {
    id: 4,
    name: { en: 'Pickup Point', fr: 'Point relais', zh: '自提点', de: 'Abholstation', ro: 'Punct de ridicare', ru: 'Пункт выдачи', es: 'Punto de recogida' },
    description: {
      en: 'Collect your parcel from a nearby pickup point within 4 days, paid by card at checkout.',
      fr: 'Retirez votre colis dans un point relais proche sous 4 jours, payé par carte lors de la commande.',
      zh: '4 天内到附近的自提点取件，结账时刷卡支付。',
      de: 'Holen Sie Ihr Paket innerhalb von 4 Tagen an einer Abholstation in Ihrer Nähe ab, Zahlung per Karte an der Kasse.',
      ro: 'Ridicați coletul de la un punct de ridicare din apropiere în 4 zile, plătit cu cardul la finalizarea comenzii.',
      ru: 'Заберите посылку в ближайшем пункте выдачи в течение 4 дней, оплата картой при оформлении заказа.',
      es: 'Recoge tu paquete en un punto de recogida cercano en 4 días, pago con tarjeta al finalizar la compra.',
    },
    payment_method: 'card',
    rate: '2.49',
    estimated_delivery_time: 4,
    status: 1,
  },
];

/** Complaint topics (GET /question-topic-list); ids follow array order starting at 1. */
export const questionTopics: Localized[] = [
  { en: 'Spam or misleading', fr: 'Spam ou contenu trompeur', zh: '垃圾信息或误导性内容', de: 'Spam oder irreführend', ro: 'Spam sau conținut înșelător', ru: 'Спам или обман', es: 'Spam o contenido engañoso' },
  { en: 'Prohibited item', fr: 'Article interdit', zh: '违禁物品', de: 'Verbotener Artikel', ro: 'Articol interzis', ru: 'Запрещённый товар', es: 'Artículo prohibido' },
  { en: 'Fraud or scam', fr: 'Fraude ou arnaque', zh: '欺诈或诈骗', de: 'Betrug oder Abzocke', ro: 'Fraudă sau țeapă', ru: 'Мошенничество', es: 'Fraude o estafa' },
  { en: 'Offensive content', fr: 'Contenu offensant', zh: '冒犯性内容', de: 'Anstößiger Inhalt', ro: 'Conținut ofensator', ru: 'Оскорбительный контент', es: 'Contenido ofensivo' },
  { en: 'Wrong category', fr: 'Mauvaise catégorie', zh: '分类错误', de: 'Falsche Kategorie', ro: 'Categorie greșită', ru: 'Неверная категория', es: 'Categoría incorrecta' },
  { en: 'Counterfeit', fr: 'Contrefaçon', zh: '假冒商品', de: 'Fälschung', ro: 'Contrafacere', ru: 'Подделка', es: 'Falsificación' },
  { en: 'Harassment', fr: 'Harcèlement', zh: '骚扰', de: 'Belästigung', ro: 'Hărțuire', ru: 'Преследование', es: 'Acoso' },
  { en: 'Other', fr: 'Autre', zh: '其他', de: 'Sonstiges', ro: 'Altele', ru: 'Другое', es: 'Otro' },
];

export type SubscriptionPlanSeed = {
  id: number;
  name: Localized;
  description: Localized;
  /** US dollars per period. */
  price: string;
  interval: 'month' | 'year';
  interval_count: number;
  max_ads: number;
};

/** The plans a company can subscribe to (docs/decisions.md 120): listed in this order. */
export const subscriptionPlans: SubscriptionPlanSeed[] = [
  {
    id: 1,
    name: { en: 'Starter', fr: 'Débutant', zh: '入门版', de: 'Starter', ro: 'Start', ru: 'Стартовый', es: 'Inicial' },
    description: {
      en: 'For a small business trying company ads: up to 10 ads at a time, billed monthly.',
      fr: 'Pour une petite entreprise qui découvre les annonces d’entreprise : jusqu’à 10 annonces à la fois, facturé chaque mois.',
      zh: '适合试用企业广告的小型企业：同时最多 10 条广告，按月计费。',
      de: 'Für kleine Unternehmen, die Firmenanzeigen ausprobieren: bis zu 10 Anzeigen gleichzeitig, monatlich abgerechnet.',
      ro: 'Pentru o afacere mică ce încearcă anunțurile de companie: până la 10 anunțuri deodată, facturat lunar.',
      ru: 'Для небольшого бизнеса, который пробует объявления компании: до 10 объявлений одновременно, оплата помесячно.',
      es: 'Para un pequeño negocio que prueba los anuncios de empresa: hasta 10 anuncios a la vez, con pago mensual.',
    },
    price: '9.00',
    interval: 'month',
    interval_count: 1,
    max_ads: 10,
  },
  {
    id: 2,
    name: { en: 'Business', fr: 'Business', zh: '商业版', de: 'Business', ro: 'Business', ru: 'Бизнес', es: 'Empresa' },
    description: {
      en: 'For a shop or agency with a steady range: up to 50 ads at a time, billed monthly.',
      fr: 'Pour une boutique ou une agence à l’offre régulière : jusqu’à 50 annonces à la fois, facturé chaque mois.',
      zh: '适合商品稳定的店铺或代理机构：同时最多 50 条广告，按月计费。',
      de: 'Für Geschäfte oder Agenturen mit festem Angebot: bis zu 50 Anzeigen gleichzeitig, monatlich abgerechnet.',
      ro: 'Pentru un magazin sau o agenție cu ofertă constantă: până la 50 de anunțuri deodată, facturat lunar.',
      ru: 'Для магазина или агентства с постоянным ассортиментом: до 50 объявлений одновременно, оплата помесячно.',
      es: 'Para una tienda o agencia con una oferta estable: hasta 50 anuncios a la vez, con pago mensual.',
    },
    price: '29.00',
    interval: 'month',
    interval_count: 1,
    max_ads: 50,
  },
  {
    id: 3,
    name: { en: 'Business yearly', fr: 'Business annuel', zh: '商业版（年付）', de: 'Business jährlich', ro: 'Business anual', ru: 'Бизнес на год', es: 'Empresa anual' },
    description: {
      en: 'The Business plan paid once a year: up to 50 ads at a time, two months free.',
      fr: 'L’offre Business payée une fois par an : jusqu’à 50 annonces à la fois, deux mois offerts.',
      zh: '一年付一次的商业版：同时最多 50 条广告，相当于免费两个月。',
      de: 'Der Business-Tarif einmal im Jahr bezahlt: bis zu 50 Anzeigen gleichzeitig, zwei Monate gratis.',
      ro: 'Planul Business plătit o dată pe an: până la 50 de anunțuri deodată, două luni gratuite.',
      ru: 'Тариф «Бизнес» с оплатой раз в год: до 50 объявлений одновременно, два месяца бесплатно.',
      es: 'El plan Empresa pagado una vez al año: hasta 50 anuncios a la vez, dos meses gratis.',
    },
    price: '290.00',
    interval: 'year',
    interval_count: 1,
    max_ads: 50,
  },
];
