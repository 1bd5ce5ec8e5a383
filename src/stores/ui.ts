import { atom } from 'nanostores';

/** Only one dropdown or menu is open at a time (spec 000 §2.5): each names itself here. */
export const $openMenu = atom<string | null>(null);

export function toggleMenu(name: string) {
  $openMenu.set($openMenu.get() === name ? null : name);
}
export function closeMenus() {
  $openMenu.set(null);
}
