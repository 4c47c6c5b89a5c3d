// Language files: one JSON per area and language under ui/i18n/<lang>/. French is the default
// and is selected at start; the user may switch to another language file.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

type Resources = Record<string, Record<string, Record<string, unknown>>>;

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });
const resources: Resources = {};
for (const [file, content] of Object.entries(files)) {
  const [, lang, ns] = /\.\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (!lang || !ns) continue;
  resources[lang] = { ...resources[lang], [ns]: content };
}

export const languages = Object.keys(resources);

void i18next.use(initReactI18next).init({
  resources,
  lng: 'fr',
  fallbackLng: 'fr',
  defaultNS: 'shell',
  ns: Object.keys(resources.fr ?? {}),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const t = i18next.t.bind(i18next);
export default i18next;
