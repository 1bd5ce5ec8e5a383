import { describe, expect, it } from 'vitest';
import { detectLanguage, isTranslatable } from '../../server/modules/translation/service.ts';

/** Messages a buyer and a seller write, one per language the site speaks and a few more. */
const MESSAGES: [string, string][] = [
  ['en', 'Hello, is the bicycle still available? I could pick it up tomorrow evening.'],
  ['fr', 'Bonjour, le vélo est-il toujours disponible ? Je peux passer le chercher demain soir.'],
  ['zh', '你好，这辆自行车还在卖吗？我明天晚上可以来取。'],
  ['de', 'Hallo, ist das Fahrrad noch zu haben? Ich könnte es morgen Abend abholen.'],
  ['ro', 'Bună ziua, bicicleta mai este disponibilă? Aș putea să vin după ea mâine seară.'],
  ['ru', 'Здравствуйте, велосипед ещё продаётся? Я мог бы забрать его завтра вечером.'],
  ['es', 'Hola, ¿todavía tienes la bicicleta? Puedo pasar a recogerla mañana por la tarde.'],
  ['it', 'Ciao, la bicicletta è ancora disponibile? Potrei venire a prenderla domani sera.'],
  ['uk', 'Добрий день, велосипед ще продається? Я міг би забрати його завтра ввечері.'],
  ['pt', 'Olá, a bicicleta ainda está disponível? Posso ir buscá-la amanhã à noite.'],
];

describe('language detection (eld)', () => {
  it.each(MESSAGES)('recognises %s', async (language, text) => {
    expect(await detectLanguage(text)).toBe(language);
  });

  it('names no language for text without words', async () => {
    expect(await detectLanguage('12345 67890 !!!')).toBeUndefined();
    expect(await detectLanguage('')).toBeUndefined();
  });
});

describe('the translate action (spec 002 §4)', () => {
  it.each(MESSAGES.filter(([language]) => language !== 'en'))('is offered for a %s message', async (_language, text) => {
    expect(await isTranslatable(text)).toBe(true);
  });

  it('is not offered for English', async () => {
    expect(await isTranslatable(MESSAGES[0]![1])).toBe(false);
    expect(await isTranslatable('Thanks, see you tomorrow at the station!')).toBe(false);
  });

  it('is offered from 10 characters on, not below, whatever the language', async () => {
    expect(await isTranslatable('Merci bien')).toBe(true);
    expect(await isTranslatable('Merci bie')).toBe(false);
    expect(await isTranslatable('   Merci bie   ')).toBe(false);
    expect(await isTranslatable('谢谢')).toBe(false);
  });

  it('is not offered when no language is recognised', async () => {
    expect(await isTranslatable('1234567890 ???')).toBe(false);
  });
});
