import type { Lang } from './lexicon.ts';

/**
 * What the assistant says, in the language the shopper wrote in. These are chat messages stored and sent by the
 * server (spec 002 §3 Message content), so they live here rather than in the browser's i18n files.
 */
type Texts = {
  found: (n: number) => string;
  nothing: string;
  notUnderstood: string;
  shareLocation: string;
  under: (p: string) => string;
  between: (a: string, b: string) => string;
  over: (p: string) => string;
  condition: { new: string; likeNew: string; used: string };
  nearMe: string;
  inCity: (c: string) => string;
  anywhere: string;
  anyPrice: string;
  anyCondition: string;
  /** A session's title (decision 96): what is searched, then its price bound and place, e.g. 'Bicycles under 300'. */
  title: {
    under: (p: string) => string;
    between: (a: string, b: string) => string;
    over: (p: string) => string;
    inCity: (c: string) => string;
    nearMe: string;
    join: (subject: string, details: string[]) => string;
  };
  /** A photo whose object the detector recognised well: `what` names it (a category in the shopper's language). */
  imageSeen: (what: string) => string;
  /** A photo the detector recognised nothing in, or nothing for sure: only items that look alike. */
  imageUnsure: string;
  imageNothing: string;
  /** The description image-to-ad suggests, for the seller to complete. */
  adDescription: (what: string) => string;
};

const spaced = (subject: string, details: string[]) => [subject, ...details].join(' ');

export const TEXTS: Record<Lang, Texts> = {
  en: {
    found: (n) => (n === 1 ? 'I found 1 item for you.' : `I found ${n} items for you.`),
    nothing: 'I could not find any items matching your search.',
    notUnderstood: 'I could not tell what you are looking for.',
    shareLocation: 'Share your location to see items near you.',
    under: (p) => `Under ${p}`,
    between: (a, b) => `${a} – ${b}`,
    over: (p) => `Over ${p}`,
    condition: { new: 'New', likeNew: 'Like new', used: 'Used' },
    nearMe: 'Near me',
    inCity: (c) => `In ${c}`,
    anywhere: 'Anywhere',
    anyPrice: 'Any price',
    anyCondition: 'Any condition',
    title: { under: (p) => `under ${p}`, between: (a, b) => `${a}–${b}`, over: (p) => `over ${p}`, inCity: (c) => `in ${c}`, nearMe: 'near me', join: spaced },
    imageSeen: (w) => `Your photo seems to show: ${w}. Here are similar items.`,
    imageUnsure: 'I could not tell for sure what your photo shows, so here are items that look similar.',
    imageNothing: 'I could not find any items that look like your photo.',
    adDescription: (w) => `${w}. Describe its condition, size, brand and anything included.`,
  },
  fr: {
    found: (n) => (n === 1 ? "J'ai trouvé 1 article pour vous." : `J'ai trouvé ${n} articles pour vous.`),
    nothing: "Je n'ai trouvé aucun article correspondant à votre recherche.",
    notUnderstood: "Je n'ai pas compris ce que vous cherchez.",
    shareLocation: 'Partagez votre position pour voir les articles près de chez vous.',
    under: (p) => `Moins de ${p}`,
    between: (a, b) => `${a} – ${b}`,
    over: (p) => `Plus de ${p}`,
    condition: { new: 'Neuf', likeNew: 'Comme neuf', used: "D'occasion" },
    nearMe: 'Près de moi',
    inCity: (c) => `À ${c}`,
    anywhere: 'Partout',
    anyPrice: 'Tous les prix',
    anyCondition: 'Tous les états',
    title: { under: (p) => `à moins de ${p}`, between: (a, b) => `de ${a} à ${b}`, over: (p) => `à plus de ${p}`, inCity: (c) => `à ${c}`, nearMe: 'près de moi', join: spaced },
    imageSeen: (w) => `Votre photo semble montrer : ${w}. Voici des articles similaires.`,
    imageUnsure: "Je n'ai pas pu dire avec certitude ce que montre votre photo ; voici des articles qui lui ressemblent.",
    imageNothing: "Je n'ai trouvé aucun article qui ressemble à votre photo.",
    adDescription: (w) => `${w}. Décrivez son état, sa taille, sa marque et ce qui est inclus.`,
  },
  zh: {
    found: (n) => `为您找到 ${n} 件商品。`,
    nothing: '没有找到符合您搜索条件的商品。',
    notUnderstood: '我没能理解您要找什么。',
    shareLocation: '分享您的位置以查看附近的商品。',
    under: (p) => `${p} 以下`,
    between: (a, b) => `${a} – ${b}`,
    over: (p) => `${p} 以上`,
    condition: { new: '全新', likeNew: '几乎全新', used: '二手' },
    nearMe: '我附近',
    inCity: (c) => `在 ${c}`,
    anywhere: '任何地点',
    anyPrice: '任何价格',
    anyCondition: '任何成色',
    title: { under: (p) => `${p}以下`, between: (a, b) => `${a}–${b}`, over: (p) => `${p}以上`, inCity: (c) => `在${c}`, nearMe: '我附近', join: (s, d) => (d.length ? `${s}（${d.join('，')}）` : s) },
    imageSeen: (w) => `您的照片似乎是：${w}。以下是相似的商品。`,
    imageUnsure: '我无法确定您的照片中是什么，以下是外观相似的商品。',
    imageNothing: '没有找到与您的照片相似的商品。',
    adDescription: (w) => `${w}。请描述成色、尺寸、品牌以及包含的配件。`,
  },
  de: {
    found: (n) => (n === 1 ? 'Ich habe 1 Artikel für Sie gefunden.' : `Ich habe ${n} Artikel für Sie gefunden.`),
    nothing: 'Ich habe keine Artikel gefunden, die zu Ihrer Suche passen.',
    notUnderstood: 'Ich habe nicht verstanden, wonach Sie suchen.',
    shareLocation: 'Teilen Sie Ihren Standort, um Artikel in Ihrer Nähe zu sehen.',
    under: (p) => `Unter ${p}`,
    between: (a, b) => `${a} – ${b}`,
    over: (p) => `Über ${p}`,
    condition: { new: 'Neu', likeNew: 'Wie neu', used: 'Gebraucht' },
    nearMe: 'In meiner Nähe',
    inCity: (c) => `In ${c}`,
    anywhere: 'Überall',
    anyPrice: 'Jeder Preis',
    anyCondition: 'Jeder Zustand',
    title: { under: (p) => `unter ${p}`, between: (a, b) => `${a}–${b}`, over: (p) => `über ${p}`, inCity: (c) => `in ${c}`, nearMe: 'in meiner Nähe', join: spaced },
    imageSeen: (w) => `Ihr Foto scheint Folgendes zu zeigen: ${w}. Hier sind ähnliche Artikel.`,
    imageUnsure: 'Ich konnte nicht sicher erkennen, was Ihr Foto zeigt, daher hier Artikel, die ähnlich aussehen.',
    imageNothing: 'Ich habe keine Artikel gefunden, die Ihrem Foto ähneln.',
    adDescription: (w) => `${w}. Beschreiben Sie Zustand, Größe, Marke und Zubehör.`,
  },
  ro: {
    found: (n) => (n === 1 ? 'Am găsit 1 articol pentru tine.' : `Am găsit ${n} articole pentru tine.`),
    nothing: 'Nu am găsit niciun articol care să corespundă căutării tale.',
    notUnderstood: 'Nu am înțeles ce cauți.',
    shareLocation: 'Trimite-ți locația pentru a vedea articole din apropiere.',
    under: (p) => `Sub ${p}`,
    between: (a, b) => `${a} – ${b}`,
    over: (p) => `Peste ${p}`,
    condition: { new: 'Nou', likeNew: 'Ca nou', used: 'Folosit' },
    nearMe: 'Lângă mine',
    inCity: (c) => `În ${c}`,
    anywhere: 'Oriunde',
    anyPrice: 'Orice preț',
    anyCondition: 'Orice stare',
    title: { under: (p) => `sub ${p}`, between: (a, b) => `între ${a} și ${b}`, over: (p) => `peste ${p}`, inCity: (c) => `în ${c}`, nearMe: 'lângă mine', join: spaced },
    imageSeen: (w) => `Fotografia ta pare să arate: ${w}. Iată articole similare.`,
    imageUnsure: 'Nu am putut spune sigur ce arată fotografia ta, așa că iată articole care arată asemănător.',
    imageNothing: 'Nu am găsit articole care să semene cu fotografia ta.',
    adDescription: (w) => `${w}. Descrie starea, dimensiunea, marca și ce este inclus.`,
  },
  ru: {
    found: (n) => `Найдено товаров: ${n}.`,
    nothing: 'Не удалось найти товары по вашему запросу.',
    notUnderstood: 'Я не понял, что вы ищете.',
    shareLocation: 'Поделитесь местоположением, чтобы увидеть товары рядом с вами.',
    under: (p) => `До ${p}`,
    between: (a, b) => `${a} – ${b}`,
    over: (p) => `От ${p}`,
    condition: { new: 'Новое', likeNew: 'Как новое', used: 'Б/у' },
    nearMe: 'Рядом со мной',
    inCity: (c) => `В городе ${c}`,
    anywhere: 'Везде',
    anyPrice: 'Любая цена',
    anyCondition: 'Любое состояние',
    title: { under: (p) => `до ${p}`, between: (a, b) => `от ${a} до ${b}`, over: (p) => `от ${p}`, inCity: (c) => `в городе ${c}`, nearMe: 'рядом со мной', join: spaced },
    imageSeen: (w) => `Похоже, на фото: ${w}. Вот похожие товары.`,
    imageUnsure: 'Я не смог точно определить, что на фото, поэтому показываю похожие на вид товары.',
    imageNothing: 'Не удалось найти товары, похожие на ваше фото.',
    adDescription: (w) => `${w}. Опишите состояние, размер, бренд и комплектацию.`,
  },
  es: {
    found: (n) => (n === 1 ? 'He encontrado 1 artículo para ti.' : `He encontrado ${n} artículos para ti.`),
    nothing: 'No he encontrado artículos que coincidan con tu búsqueda.',
    notUnderstood: 'No he entendido qué estás buscando.',
    shareLocation: 'Comparte tu ubicación para ver artículos cerca de ti.',
    under: (p) => `Menos de ${p}`,
    between: (a, b) => `${a} – ${b}`,
    over: (p) => `Más de ${p}`,
    condition: { new: 'Nuevo', likeNew: 'Como nuevo', used: 'Usado' },
    nearMe: 'Cerca de mí',
    inCity: (c) => `En ${c}`,
    anywhere: 'En cualquier lugar',
    anyPrice: 'Cualquier precio',
    anyCondition: 'Cualquier estado',
    title: { under: (p) => `por menos de ${p}`, between: (a, b) => `entre ${a} y ${b}`, over: (p) => `por más de ${p}`, inCity: (c) => `en ${c}`, nearMe: 'cerca de mí', join: spaced },
    imageSeen: (w) => `Tu foto parece mostrar: ${w}. Aquí tienes artículos similares.`,
    imageUnsure: 'No he podido saber con seguridad qué muestra tu foto, así que aquí tienes artículos que se le parecen.',
    imageNothing: 'No he encontrado artículos que se parezcan a tu foto.',
    adDescription: (w) => `${w}. Describe su estado, tamaño, marca y lo que incluye.`,
  },
};
