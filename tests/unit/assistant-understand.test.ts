import { describe, expect, it } from 'vitest';
import { adCategories, type CategorySeed } from '../../server/seed/data/ad-categories.ts';
import { shopCategories } from '../../server/seed/data/shop-categories.ts';
import { detectLang, placeCandidates, understand, type CategoryEntry, type Place, type Vocabulary } from '../../server/modules/assistant/understand.ts';

/** The assistant's reading of a shopper's message, over the seed's real category trees and a few gazetteer places. */

const categories: CategoryEntry[] = [];
const idOf = new Map<string, number>();
function add(list: CategorySeed[], kind: 'ad' | 'shop', parentId: number | null) {
  for (const c of list) {
    const id = categories.length + 1;
    categories.push({ id, parentId, kind, slug: c.slug, names: c.name });
    idOf.set(c.slug, id);
    add(c.children ?? [], kind, id);
  }
}
add(adCategories, 'ad', null);
add(shopCategories, 'shop', null);
const place = (name: string, lat: number, lng: number, major: boolean): [string, Place] => [name.toLowerCase(), { name, lat, lng, major }];
const vocab: Vocabulary = {
  categories,
  places: new Map([place('London', 51.5, -0.12, true), place('Paris', 48.85, 2.35, true), place('Chisinau', 47.0, 28.86, true), place('Lyon', 45.75, 4.85, false)]),
};
const read = (text: string) => understand(text, vocab);
const slugs = (text: string) => read(text).categoryIds.map((id) => categories[id - 1]!.slug);

describe('price bounds', () => {
  it.each([
    ['bike under 300', 'en'],
    ['bike below 300', 'en'],
    ['bike less than 300', 'en'],
    ['bike up to 300', 'en'],
    ['bike 300 or less', 'en'],
    ['vélo moins de 300', 'fr'],
    ["vélo jusqu'à 300", 'fr'],
    ['Fahrrad unter 300', 'de'],
    ['Fahrrad bis 300', 'de'],
    ['bicicletă sub 300', 'ro'],
    ['bicicletă până la 300', 'ro'],
    ['велосипед до 300', 'ru'],
    ['велосипед дешевле 300', 'ru'],
    ['bicicleta menos de 300', 'es'],
    ['bicicleta hasta 300', 'es'],
    ['300以下的自行车', 'zh'],
    ['低于300的自行车', 'zh'],
  ])('%s: at most 300 (%s)', (text, lang) => {
    const i = read(text);
    expect(i).toMatchObject({ priceMax: 300, lang });
    expect(i.priceMin).toBeUndefined();
    expect(i.words).toEqual(['bike']);
  });

  it.each([
    'headphones between 100 and 200',
    'headphones from 100 to 200',
    'headphones 100-200',
    'casque entre 100 et 200',
    'casque de 100 à 200',
    'Kopfhörer zwischen 100 und 200',
    'Kopfhörer von 100 bis 200',
    'căști între 100 și 200',
    'наушники от 100 до 200',
    'наушники между 100 и 200',
    'auriculares entre 100 y 200',
    'auriculares de 100 a 200',
    '耳机100到200',
    '耳机在100和200之间',
  ])('%s: from 100 to 200', (text) => {
    expect(read(text)).toMatchObject({ priceMin: 100, priceMax: 200 });
  });

  it.each(['tv over 50', 'tv above 50', 'tv more than 50', 'télé plus de 50', 'Fernseher über 50', 'Fernseher ab 50', 'televizor peste 50', 'телевизор от 50', 'телевизор больше 50', 'televisor más de 50', '电视50以上'])(
    '%s: at least 50',
    (text) => {
      const i = read(text);
      expect(i.priceMin).toBe(50);
      expect(i.priceMax).toBeUndefined();
      expect(i.words).toEqual(['tv']);
    },
  );

  it('reads currency signs and words before or after the amount', () => {
    expect(read('bike under $300')).toMatchObject({ priceMax: 300, currency: 'USD' });
    expect(read('vélo moins de 300€')).toMatchObject({ priceMax: 300, currency: 'EUR' });
    expect(read('bike under £ 250')).toMatchObject({ priceMax: 250, currency: 'GBP' });
    expect(read('Fahrrad unter 300 Euro')).toMatchObject({ priceMax: 300, currency: 'EUR', words: ['bike'] });
    expect(read('bicicletă sub 3000 lei')).toMatchObject({ priceMax: 3000, currency: 'MDL' });
    expect(read('laptop under 1,200')).toMatchObject({ priceMax: 1200 });
    expect(read('laptop under 2k')).toMatchObject({ priceMax: 2000 });
  });

  it('leaves sizes and capacities as words, not prices', () => {
    expect(read('laptop 16 GB')).toMatchObject({ words: ['laptop', '16', 'gb'] });
    expect(read('laptop 16 GB').priceMax).toBeUndefined();
    expect(read('tv 55 inch under 400')).toMatchObject({ priceMax: 400, words: ['tv', '55'] });
    expect(read('iphone 13')).toMatchObject({ words: ['iphone', '13'] });
  });
});

describe('condition', () => {
  it.each([
    ['used laptop', 'used'],
    ['second hand laptop', 'used'],
    ['like new laptop', 'likeNew'],
    ['new laptop', 'new'],
    ["ordinateur portable d'occasion", 'used'],
    ['ordinateur portable comme neuf', 'likeNew'],
    ['ordinateur portable neuf', 'new'],
    ['gebrauchter Laptop', 'used'],
    ['Laptop wie neu', 'likeNew'],
    ['neuer Laptop', 'new'],
    ['laptop folosit', 'used'],
    ['laptop ca nou', 'likeNew'],
    ['laptop nou', 'new'],
    ['ноутбук б/у', 'used'],
    ['ноутбук как новый', 'likeNew'],
    ['новый ноутбук', 'new'],
    ['portátil usado', 'used'],
    ['portátil como nuevo', 'likeNew'],
    ['portátil nuevo', 'new'],
    ['二手笔记本电脑', 'used'],
    ['几乎全新的笔记本电脑', 'likeNew'],
    ['全新笔记本电脑', 'new'],
  ])('%s: %s', (text, condition) => {
    const i = read(text);
    expect(i.conditions).toEqual([condition]);
    expect(i.words).toEqual(['laptop']);
  });
});

describe('location', () => {
  it.each(['guitar near me', 'guitare près de moi', 'Gitarre in meiner Nähe', 'chitară lângă mine', 'гитара рядом со мной', 'guitarra cerca de mí', '我附近的吉他'])('%s: near me', (text) => {
    const i = read(text);
    expect(i.nearMe).toBe(true);
    expect(i.place).toBeUndefined();
    expect(i.words).toEqual(['guitar']);
  });

  it('takes a city after a place word from the whole gazetteer, and a major city anywhere', () => {
    expect(read('sofa in Lyon')).toMatchObject({ place: { name: 'Lyon' }, words: ['sofa'] });
    expect(read('canapé à Lyon').place?.name).toBe('Lyon');
    expect(read('pisoi în Chișinău')).toMatchObject({ place: { name: 'Chisinau' }, words: ['kitten'] });
    expect(read('bike London')).toMatchObject({ place: { name: 'London' }, words: ['bike'] });
    expect(read('Lyon sofa').place).toBeUndefined();
    expect(placeCandidates('Sofa in New York')).toEqual(expect.arrayContaining(['new york', 'sofa', 'york']));
  });
});

describe('categories and words', () => {
  it('finds a category through its name in any of the seven languages', () => {
    for (const text of ['bicycle', 'vélo', 'Fahrrad', 'bicicletă', 'велосипед', 'bicicleta', '自行车']) expect(slugs(text), text).toContain('bicycles');
    for (const text of ['Kopfhörer', 'наушники', 'auriculares', '耳机', 'căști']) expect(slugs(text), text).toEqual(expect.arrayContaining(['headphones', 'shop-headphones']));
  });

  it('narrows to the category several words share', () => {
    expect(slugs('road bike')).toContain('road-bikes');
    expect(slugs('road bike')).not.toContain('city-bikes');
    expect(slugs('vélo de ville')).toContain('city-bikes');
    expect(slugs('vélo de ville')).not.toContain('road-bikes');
  });

  it('drops the stop words of each language and keeps product words in the English of listings', () => {
    expect(read('I am looking for a bike please').words).toEqual(['bike']);
    expect(read('je cherche un téléphone Samsung').words).toEqual(['phone', 'samsung']);
    expect(read('ich suche ein Handy').words).toEqual(['phone']);
    expect(read('caut o canapea').words).toEqual(['sofa']);
    expect(read('я ищу диван').words).toEqual(['sofa']);
    expect(read('busco una silla').words).toEqual(['chair']);
    expect(read('我想要一个沙发').words).toEqual(['sofa']);
  });

  it('asks for the cheapest first', () => {
    for (const text of ['cheap kitten', 'chaton pas cher', 'billiges Kätzchen', 'pisoi ieftin', 'дешевый котенок', 'gatito barato', '便宜的小猫']) {
      expect(read(text), text).toMatchObject({ cheapest: true, words: ['kitten'] });
    }
  });
});

describe('language and determinism', () => {
  it('tells the seven languages apart', () => {
    expect(detectLang('bike under 300')).toBe('en');
    expect(detectLang('vélo moins de 300')).toBe('fr');
    expect(detectLang('Fahrrad unter 300')).toBe('de');
    expect(detectLang('bicicletă sub 300')).toBe('ro');
    expect(detectLang('велосипед до 300')).toBe('ru');
    expect(detectLang('bicicleta menos de 300')).toBe('es');
    expect(detectLang('300以下的自行车')).toBe('zh');
  });

  it('reads the same message the same way every time', () => {
    expect(read('Fahrrad unter 300 Euro in Paris')).toEqual(read('Fahrrad unter 300 Euro in Paris'));
  });
});

describe('words the phrase book replaced', () => {
  it('keeps them as read beside the English word, so a listing that uses them is found too', () => {
    expect(read('bicycle under 300')).toMatchObject({ words: ['bike'], alternatives: { bike: ['bicycle'] }, priceMax: 300 });
    expect(read('vélo moins de 300').alternatives).toEqual({ bike: ['velo'] });
    expect(read('bike under 300').alternatives).toEqual({});
  });
});
