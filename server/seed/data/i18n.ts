/** A text translated into every interface locale (en is the default and fallback). */
export type Localized = { en: string; fr: string; zh: string; de: string; ro: string; ru: string; es: string };
