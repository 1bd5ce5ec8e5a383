export * from './users.ts';
export * from './catalog.ts';
export * from './places.ts';
export * from './ads.ts';
export * from './payments.ts';
export * from './chat.ts';
export * from './engagement.ts';
export * from './shop.ts';
