/**
 * The assistant's phrase book in the seven interface languages: the words around a search (stop words, price bounds,
 * conditions, "near me", "cheap") and common product words, mapped to the English the demo and most listings are
 * written in. Category names need no entry here: they are matched through the categories' own translations.
 * Every entry is lower case; Latin and Cyrillic entries are compared as whole words, Chinese ones as substrings.
 */

export const LANGS = ['en', 'fr', 'zh', 'de', 'ro', 'ru', 'es'] as const;
export type Lang = (typeof LANGS)[number];

export type ItemCondition = 'new' | 'likeNew' | 'used';

/** Words that carry no product meaning, per language (the detector also counts them to tell the language). */
export const STOP_WORDS: Record<Lang, string[]> = {
  en: ['a', 'an', 'the', 'i', 'im', "i'm", 'me', 'my', 'we', 'you', 'want', 'wanna', 'need', 'looking', 'look', 'for', 'find', 'search', 'searching', 'show', 'get', 'buy', 'some', 'any', 'please', 'with', 'and', 'or', 'of', 'to', 'in', 'on', 'at', 'is', 'are', 'do', 'have', 'has', 'there', 'that', 'this', 'it', 'can', 'could', 'would', 'like', 'good', 'nice', 'price', 'priced', 'cost', 'costs', 'costing', 'than', 'for sale', 'sale', 'selling', 'item', 'items', 'something', 'one', 'hi', 'hello', 'am', 'be', 'inch', 'inches'],
  fr: ['un', 'une', 'le', 'la', 'les', 'des', 'du', 'de', "d'", "l'", 'je', "j'", 'cherche', 'recherche', 'veux', 'voudrais', 'aimerais', 'acheter', 'trouver', 'montre-moi', 'pour', 'avec', 'et', 'ou', 'en', 'au', 'aux', 'dans', 'sur', 'il', 'y', 'a', 'est', 'prix', 'coûte', 'vendre', 'vente', 'bonjour', 'svp', 'moi', 'mon', 'ma', 'mes', 'quelque', 'chose'],
  de: ['ein', 'eine', 'einen', 'einem', 'der', 'die', 'das', 'den', 'dem', 'ich', 'suche', 'möchte', 'will', 'brauche', 'kaufen', 'finden', 'zeig', 'zeige', 'mir', 'für', 'mit', 'und', 'oder', 'von', 'in', 'im', 'am', 'auf', 'gibt', 'es', 'ist', 'preis', 'kostet', 'verkauf', 'hallo', 'bitte', 'mein', 'meine', 'etwas', 'zoll'],
  ro: ['un', 'o', 'niște', 'niste', 'caut', 'vreau', 'aș', 'as', 'dori', 'cumpăr', 'cumpar', 'cumpăra', 'găsește', 'arată-mi', 'pentru', 'cu', 'și', 'si', 'sau', 'în', 'in', 'pe', 'la', 'de', 'din', 'este', 'preț', 'pret', 'costă', 'vânzare', 'salut', 'te', 'rog', 'mi', 'meu', 'mea', 'ceva', 'noi'],
  ru: ['я', 'мне', 'ищу', 'хочу', 'нужен', 'нужна', 'нужно', 'нужны', 'купить', 'куплю', 'найди', 'найти', 'покажи', 'для', 'с', 'со', 'и', 'или', 'в', 'во', 'на', 'за', 'по', 'есть', 'цена', 'ценой', 'стоит', 'рублей', 'продажа', 'привет', 'пожалуйста', 'какой', 'какую', 'что-нибудь', 'руб'],
  es: ['un', 'una', 'unos', 'unas', 'el', 'la', 'los', 'las', 'de', 'del', 'busco', 'buscando', 'quiero', 'necesito', 'comprar', 'encontrar', 'muéstrame', 'muestrame', 'para', 'con', 'y', 'o', 'en', 'al', 'por', 'hay', 'es', 'precio', 'cuesta', 'venta', 'hola', 'favor', 'mi', 'me', 'algo'],
  zh: ['我', '我想', '想', '要', '想要', '我要', '找', '寻找', '买', '购买', '一个', '一台', '一辆', '一部', '一双', '一件', '个', '台', '辆', '部', '双', '件', '的', '有', '吗', '请', '给', '看看', '推荐', '价格', '价钱', '在', '和', '或', '元', '块', '钱', '左右', '之间'],
};

/** Currency words and signs (longest first where one starts another) to ISO codes. */
export const CURRENCIES: [string, 'USD' | 'EUR' | 'GBP' | 'MDL'][] = [
  ['$', 'USD'], ['usd', 'USD'], ['dollars', 'USD'], ['dollar', 'USD'], ['dolari', 'USD'], ['dólares', 'USD'], ['dolares', 'USD'], ['долларов', 'USD'], ['доллара', 'USD'], ['доллар', 'USD'], ['美元', 'USD'],
  ['€', 'EUR'], ['eur', 'EUR'], ['euros', 'EUR'], ['euro', 'EUR'], ['евро', 'EUR'], ['欧元', 'EUR'],
  ['£', 'GBP'], ['gbp', 'GBP'], ['pounds', 'GBP'], ['pound', 'GBP'], ['livres', 'GBP'], ['фунтов', 'GBP'], ['英镑', 'GBP'],
  ['mdl', 'MDL'], ['lei', 'MDL'], ['леев', 'MDL'], ['лей', 'MDL'],
];

/** Words before an amount that make it an upper bound ("under 300"), per language; merged for matching. */
export const MAX_BEFORE = [
  'under', 'below', 'less than', 'cheaper than', 'up to', 'no more than', 'not more than', 'at most', 'maximum', 'max', 'max.', 'beneath', 'within', '<=', '<',
  'moins de', 'moins que', 'moins cher que', 'sous', "jusqu'à", "jusqu'a", 'au plus', 'pas plus de', 'inférieur à', 'maxi',
  'unter', 'bis', 'weniger als', 'höchstens', 'maximal', 'günstiger als', 'billiger als', 'nicht mehr als',
  'sub', 'până la', 'pana la', 'mai puțin de', 'mai putin de', 'mai ieftin de', 'maxim',
  'до', 'меньше чем', 'меньше', 'дешевле', 'не дороже', 'менее', 'не более', 'максимум',
  'menos de', 'menos que', 'por debajo de', 'hasta', 'máximo', 'maximo', 'bajo', 'no más de',
  '低于', '不超过', '少于', '不到', '小于', '最多', '最高',
];
/** Words after an amount that make it an upper bound ("300 or less", "300以下"). */
export const MAX_AFTER = ['or less', 'or under', 'max', 'maximum', 'au maximum', 'maximal', 'или меньше', 'o menos', 'sau mai puțin', 'oder weniger', '以下', '以内', '之内', '内'];
/** Words before an amount that make it a lower bound ("over 50"). */
export const MIN_BEFORE = [
  'over', 'above', 'more than', 'at least', 'from', 'minimum', 'min', '>=', '>',
  'plus de', 'au moins', 'à partir de', 'a partir de', 'dès', 'au-dessus de', 'supérieur à',
  'über', 'ueber', 'ab', 'mehr als', 'mindestens',
  'peste', 'de la', 'mai mult de', 'minim', 'cel puțin',
  'от', 'больше', 'дороже', 'более', 'свыше', 'не меньше', 'не менее',
  'más de', 'mas de', 'desde', 'mínimo', 'minimo', 'por encima de',
  '高于', '超过', '至少', '大于', '不低于',
];
export const MIN_AFTER = ['or more', 'and up', 'and above', 'plus', '+', 'et plus', 'oder mehr', 'und mehr', 'или больше', 'и выше', 'o más', 'sau mai mult', '以上', '起'];
/** "between A and B", "from A to B" in each language: the word before A, the word between A and B. */
export const RANGE_FORMS: [string, string][] = [
  ['between', 'and'], ['from', 'to'], ['entre', 'et'], ['de', 'à'], ['de', 'a'], ['zwischen', 'und'], ['von', 'bis'],
  ['între', 'și'], ['intre', 'si'], ['de la', 'la'], ['între', 'si'], ['между', 'и'], ['от', 'до'], ['entre', 'y'], ['desde', 'hasta'], ['de', 'hasta'],
  ['在', '和'], ['在', '到'], ['从', '到'], ['', '到'], ['', '至'], ['', '-'], ['', '–'], ['', '~'], ['', 'to'], ['', 'bis'], ['', 'до'],
];

/** Condition phrases, longest first within a condition; "like new" is checked before "new". */
export const CONDITION_PHRASES: [ItemCondition, string[]][] = [
  ['likeNew', ['like new', 'as new', 'like-new', 'mint', 'nearly new', 'comme neuf', 'comme neuve', 'état neuf', 'wie neu', 'neuwertig', 'neuwertige', 'neuwertiges', 'ca nou', 'ca nouă', 'ca noua', 'как новый', 'как новая', 'как новое', 'как новые', 'почти новый', 'почти новая', 'como nuevo', 'como nueva', 'casi nuevo', 'casi nueva', '几乎全新', '九成新', '99新', '95新', '像新的']],
  ['new', ['brand new', 'new', 'unused', 'sealed', 'neuf', 'neuve', 'neufs', 'neuves', 'neu', 'neue', 'neuer', 'neues', 'neuen', 'nou', 'nouă', 'noua', 'новый', 'новая', 'новое', 'новые', 'новую', 'nuevo', 'nueva', 'nuevos', 'nuevas', '全新', '新的', '新']],
  ['used', ['second hand', 'second-hand', 'secondhand', 'pre-owned', 'preowned', 'used', "d'occasion", 'occasion', 'usagé', 'usagée', 'gebraucht', 'gebrauchte', 'gebrauchter', 'gebrauchtes', 'gebrauchten', 'folosit', 'folosită', 'folosita', 'la mâna a doua', 'б/у', 'бу', 'подержанный', 'подержанная', 'подержанные', 'usado', 'usada', 'usados', 'usadas', 'segunda mano', 'de segunda mano', '二手', '旧的', '用过的']],
];

/** "Near me" in each language: the shopper's own position is needed (a GPS location). */
export const NEAR_ME = [
  'near me', 'nearby', 'around me', 'close to me', 'close by', 'near here', 'around here',
  'près de moi', 'pres de moi', 'à proximité', 'a proximite', 'autour de moi', 'pas loin',
  'in meiner nähe', 'in meiner naehe', 'in der nähe', 'in der naehe', 'nahe bei mir', 'um mich herum',
  'lângă mine', 'langa mine', 'în apropiere', 'in apropiere', 'aproape de mine',
  'рядом со мной', 'рядом', 'поблизости', 'около меня', 'недалеко',
  'cerca de mí', 'cerca de mi', 'cerca de aquí', 'cerca de aqui', 'por aquí', 'cerca',
  '我附近', '附近', '身边', '周边',
];

/** Asking for the cheapest: the answer is sorted by price, lowest first. */
export const CHEAP = ['cheapest', 'cheap', 'budget', 'affordable', 'inexpensive', 'pas cher', 'bon marché', 'le moins cher', 'billig', 'billige', 'billiges', 'billigen', 'günstiges', 'günstig', 'günstige', 'günstigen', 'ieftin', 'ieftină', 'ieftina', 'ieftine', 'дешевый', 'дешёвый', 'дешевую', 'дешёвую', 'недорогой', 'недорогую', 'недорого', 'дешево', 'дёшево', 'barato', 'barata', 'baratos', 'económico', 'economico', '便宜的', '便宜', '实惠'];

/** Place prepositions: a city name after one of these is taken from the whole gazetteer, not only major cities. */
export const PLACE_BEFORE = ['in', 'at', 'near', 'around', 'from', 'à', 'a', 'au', 'en', 'dans', 'près de', 'vers', 'im', 'bei', 'aus', 'nahe', 'în', 'la', 'din', 'lângă', 'в', 'во', 'около', 'из', 'cerca de', 'desde', '在'];

/**
 * Common product words to the English of listings. Only words that no category name covers in that language, or
 * that are needed as search words (a category match alone finds the category, not the word in a shop item's name).
 */
export const PRODUCT_WORDS: Record<string, string> = {
  // phones
  téléphone: 'phone', telephone: 'phone', portable: 'phone', smartphone: 'phone', handy: 'phone', telefon: 'phone', telefonul: 'phone', телефон: 'phone', смартфон: 'phone', айфон: 'iphone', teléfono: 'phone', telefono: 'phone', móvil: 'phone', movil: 'phone', 手机: 'phone', 电话: 'phone', 苹果手机: 'iphone', 苹果: 'apple',
  // bicycles
  vélo: 'bike', velo: 'bike', vélos: 'bike', bicyclette: 'bike', fahrrad: 'bike', fahrräder: 'bike', bicicletă: 'bike', bicicleta: 'bike', biciclete: 'bike', велосипед: 'bike', велик: 'bike', bici: 'bike', 自行车: 'bike', 单车: 'bike', bicycle: 'bike', bicycles: 'bike',
  // computers
  'ordinateur portable': 'laptop', ordinateur: 'laptop', laptop: 'laptop', notebook: 'laptop', ноутбук: 'laptop', portátil: 'laptop', portatil: 'laptop', 笔记本: 'laptop', 笔记本电脑: 'laptop', 电脑: 'laptop',
  // audio, tv, games
  casque: 'headphones', écouteurs: 'headphones', kopfhörer: 'headphones', căști: 'headphones', casti: 'headphones', наушники: 'headphones', auriculares: 'headphones', cascos: 'headphones', 耳机: 'headphones',
  télé: 'tv', téléviseur: 'tv', télévision: 'tv', fernseher: 'tv', televizor: 'tv', телевизор: 'tv', televisor: 'tv', televisión: 'tv', tele: 'tv', 电视: 'tv', 电视机: 'tv',
  console: 'console', konsole: 'console', консоль: 'console', приставка: 'console', consola: 'console', 游戏机: 'console',
  guitare: 'guitar', gitarre: 'guitar', chitară: 'guitar', chitara: 'guitar', гитара: 'guitar', гитару: 'guitar', guitarra: 'guitar', 吉他: 'guitar',
  // furniture and home
  canapé: 'sofa', sofa: 'sofa', couch: 'sofa', canapea: 'sofa', диван: 'sofa', sofá: 'sofa', 沙发: 'sofa',
  chaise: 'chair', stuhl: 'chair', scaun: 'chair', стул: 'chair', silla: 'chair', 椅子: 'chair',
  lampe: 'lamp', ampoule: 'bulb', glühbirne: 'bulb', bec: 'bulb', лампочка: 'bulb', лампа: 'lamp', bombilla: 'bulb', 灯泡: 'bulb', 灯: 'lamp',
  oreiller: 'pillow', kissen: 'pillow', pernă: 'pillow', perna: 'pillow', подушка: 'pillow', подушки: 'pillow', almohada: 'pillow', 枕头: 'pillow',
  poêle: 'pan', pfanne: 'pan', tigaie: 'pan', сковорода: 'pan', сковородка: 'pan', sartén: 'pan', sarten: 'pan', 平底锅: 'pan', 锅: 'pan',
  assiette: 'plate', assiettes: 'plate', teller: 'plate', farfurie: 'plate', farfurii: 'plate', тарелка: 'plate', тарелки: 'plate', plato: 'plate', platos: 'plate', 盘子: 'plate',
  couverts: 'cutlery', besteck: 'cutlery', tacâmuri: 'cutlery', tacamuri: 'cutlery', столовые: 'cutlery', приборы: 'cutlery', cubiertos: 'cutlery', 餐具: 'cutlery',
  tasse: 'cup', tasses: 'cup', ceașcă: 'cup', ceasca: 'cup', чашка: 'cup', чашки: 'cup', taza: 'cup', tazas: 'cup', 杯子: 'cup', 杯: 'cup',
  café: 'coffee', cafe: 'coffee', kaffee: 'coffee', cafea: 'coffee', кофе: 'coffee', 咖啡: 'coffee',
  waage: 'scale', cântar: 'scale', cantar: 'scale', весы: 'scale', báscula: 'scale', bascula: 'scale', 秤: 'scale', 厨房秤: 'scale',
  // clothes and accessories
  chaussures: 'shoes', baskets: 'shoes', schuhe: 'shoes', laufschuhe: 'running shoes', pantofi: 'shoes', adidași: 'shoes', adidasi: 'shoes', обувь: 'shoes', кроссовки: 'shoes', zapatos: 'shoes', zapatillas: 'shoes', 鞋: 'shoes', 鞋子: 'shoes', 跑鞋: 'running shoes', 运动鞋: 'shoes',
  bottes: 'boots', stiefel: 'boots', cizme: 'boots', ботинки: 'boots', сапоги: 'boots', botas: 'boots', 靴子: 'boots',
  veste: 'jacket', manteau: 'coat', jacke: 'jacket', mantel: 'coat', geacă: 'jacket', geaca: 'jacket', palton: 'coat', куртка: 'jacket', пальто: 'coat', chaqueta: 'jacket', abrigo: 'coat', 夹克: 'jacket', 外套: 'jacket', 大衣: 'coat',
  montre: 'watch', uhr: 'watch', armbanduhr: 'watch', ceas: 'watch', часы: 'watch', reloj: 'watch', 手表: 'watch',
  'sac à dos': 'backpack', rucksack: 'backpack', rucsac: 'backpack', рюкзак: 'backpack', mochila: 'backpack', 背包: 'backpack', 双肩包: 'backpack',
  livre: 'book', livres: 'books', buch: 'book', bücher: 'books', cărți: 'books', carti: 'books', книга: 'book', книги: 'books', libro: 'book', libros: 'books', 书: 'book', 书籍: 'books',
  // animals
  chaton: 'kitten', chat: 'cat', kätzchen: 'kitten', katze: 'cat', pisoi: 'kitten', pisică: 'cat', pisica: 'cat', котёнок: 'kitten', котенок: 'kitten', кошка: 'cat', кот: 'cat', gatito: 'kitten', gato: 'cat', 小猫: 'kitten', 猫: 'cat',
  chien: 'dog', hund: 'dog', câine: 'dog', caine: 'dog', собака: 'dog', собаку: 'dog', perro: 'dog', 狗: 'dog',
  cheval: 'horse', pferd: 'horse', cal: 'horse', лошадь: 'horse', caballo: 'horse', 马: 'horse',
  // tools, garden, photo
  outils: 'tools', werkzeug: 'tools', scule: 'tools', unelte: 'tools', инструменты: 'tools', herramientas: 'tools', 工具: 'tools',
  marteau: 'hammer', hammer: 'hammer', ciocan: 'hammer', молоток: 'hammer', martillo: 'hammer', 锤子: 'hammer',
  pince: 'pliers', zange: 'pliers', clește: 'pliers', cleste: 'pliers', плоскогубцы: 'pliers', alicates: 'pliers', 钳子: 'pliers',
  plante: 'plant', plantes: 'plants', pflanze: 'plant', pflanzen: 'plants', plantă: 'plant', растение: 'plant', растения: 'plants', planta: 'plant', plantas: 'plants', 植物: 'plant',
  trépied: 'tripod', stativ: 'tripod', trepied: 'tripod', штатив: 'tripod', trípode: 'tripod', tripode: 'tripod', 三脚架: 'tripod',
  'appareil photo': 'camera', kamera: 'camera', cameră: 'camera', фотоаппарат: 'camera', камера: 'camera', cámara: 'camera', 相机: 'camera',
  panneaux: 'panels', solaire: 'solar', solaires: 'solar', solarmodul: 'solar', solar: 'solar', solare: 'solar', солнечные: 'solar', панели: 'panels', solares: 'solar', 太阳能: 'solar',
};

/** Category words an English product word also stands for, where category names use a longer word ("Smartphones"). */
export const ALSO_NAMED: Record<string, string[]> = {
  phone: ['smartphone'],
  watch: ['smartwatch'],
  headphones: ['earbuds'],
  tv: ['television'],
};

/**
 * What the photo detector's COCO labels (server/platform/vision.ts) stand for in the English of listings, as search
 * words; labels that say nothing about a product for sale (a person, a traffic light) have none.
 */
export const DETECTED_WORDS: Record<string, string> = {
  bicycle: 'bike', car: 'car', motorcycle: 'motorcycle', boat: 'boat', bench: 'bench', bird: 'bird', cat: 'cat', dog: 'dog', horse: 'horse', sheep: 'sheep', cow: 'cow',
  backpack: 'backpack', umbrella: 'umbrella', handbag: 'bag', tie: 'tie', suitcase: 'suitcase', frisbee: 'frisbee', skis: 'skis', snowboard: 'snowboard',
  'sports ball': 'ball', kite: 'kite', 'baseball bat': 'baseball', 'baseball glove': 'baseball', skateboard: 'skateboard', surfboard: 'surfboard',
  'tennis racket': 'tennis', bottle: 'bottle', 'wine glass': 'glass', cup: 'cup', fork: 'cutlery', knife: 'knife', spoon: 'cutlery', bowl: 'bowl',
  chair: 'chair', couch: 'sofa', 'potted plant': 'plant', bed: 'bed', 'dining table': 'table', toilet: 'toilet', tv: 'tv', laptop: 'laptop', mouse: 'mouse',
  remote: 'remote', keyboard: 'keyboard', 'cell phone': 'phone', microwave: 'microwave', oven: 'oven', toaster: 'toaster', sink: 'sink', refrigerator: 'fridge',
  book: 'book', clock: 'clock', vase: 'vase', scissors: 'scissors', 'teddy bear': 'teddy', 'hair drier': 'hair dryer', toothbrush: 'toothbrush',
};
