// commander speaks English in its help and its errors: the technician reads French. Set on the
// program before its commands are added, so each command inherits it.
import { type Command, Help } from 'commander';

const titles: Record<string, string> = {
  'Usage:': 'Utilisation :',
  'Options:': 'Options :',
  'Commands:': 'Commandes :',
  'Arguments:': 'Arguments :',
  'Global Options:': 'Options générales :',
};

const errors: [RegExp, (...groups: string[]) => string][] = [
  [/^error: missing required argument '(.+)'$/, (a) => `il manque l’argument obligatoire « ${a} »`],
  [/^error: option '(.+)' argument missing$/, (o) => `il manque la valeur de l’option ${o}`],
  [/^error: required option '(.+)' not specified$/, (o) => `l’option ${o} est obligatoire`],
  [/^error: unknown option '([^']+)'$/, (o) => `option inconnue ${o}`],
  [/^error: unknown command '([^']+)'$/, (c) => `commande inconnue « ${c} »`],
  [/^error: too many arguments.*$/, () => 'trop d’arguments'],
  [
    /^error: option '(.+)' argument '(.*)' is invalid\. Allowed choices are (.+)\.$/,
    (o, v, choices) => `valeur « ${v} » refusée pour l’option ${o} (au choix : ${choices})`,
  ],
  [/^error: (.+) cannot be used with (.+)$/, (a, b) => `${a} ne peut pas être utilisée avec ${b}`],
];

/** One commander error line in French (unknown ones kept as they are, after « Erreur : »). */
export function frenchError(line: string): string {
  const text = line.trim();
  for (const [pattern, say] of errors) {
    const m = pattern.exec(text);
    if (m) return `Erreur : ${say(...m.slice(1))}`;
  }
  return `Erreur : ${text.replace(/^error: /, '')}`;
}

export function speakFrench(program: Command): Command {
  return program
    .configureHelp({
      styleTitle: (title: string) => titles[title] ?? title,
      commandUsage: (cmd: Command) => new Help().commandUsage(cmd).replace('[command]', '[commande]'),
    })
    .helpOption('-h, --help', 'affiche cette aide')
    .helpCommand('help [commande]', 'affiche l’aide d’une commande')
    .configureOutput({
      outputError: (text, write) => {
        const [first, ...rest] = text.split('\n');
        const more = rest.join('\n').replace(/\(Did you mean (.+)\?\)/, '(vouliez-vous dire $1 ?)');
        write(`${frenchError(first)}\n${more}`);
      },
    })
    .showHelpAfterError('(--help pour l’aide)');
}
