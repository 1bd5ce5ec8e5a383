import cn from 'flag-icons/flags/4x3/cn.svg?url';
import de from 'flag-icons/flags/4x3/de.svg?url';
import es from 'flag-icons/flags/4x3/es.svg?url';
import fr from 'flag-icons/flags/4x3/fr.svg?url';
import gb from 'flag-icons/flags/4x3/gb.svg?url';
import ro from 'flag-icons/flags/4x3/ro.svg?url';
import ru from 'flag-icons/flags/4x3/ru.svg?url';
import type { Locale } from '../i18n/locales.ts';

/** SVG flags: emoji flags do not render on Windows or on Linux without an emoji font. */
const FLAGS: Record<Locale, string> = { en: gb, fr, zh: cn, de, ro, ru, es };

export function Flag({ locale }: { locale: Locale }) {
  return <img className="tb-flag" src={FLAGS[locale]} width={20} height={15} alt="" aria-hidden="true" loading="lazy" decoding="async" />;
}
