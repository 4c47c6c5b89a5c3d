import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { frenchError, speakFrench } from './french';

describe('every CLI command answers in French, its help and its errors', () => {
  it.each([
    ["error: missing required argument 'fichier'", 'Erreur : il manque l’argument obligatoire « fichier »'],
    ["error: option '--to <dossier>' argument missing", 'Erreur : il manque la valeur de l’option --to <dossier>'],
    ["error: required option '--login <login>' not specified", 'Erreur : l’option --login <login> est obligatoire'],
    ["error: unknown option '--nope'", 'Erreur : option inconnue --nope'],
    ["error: unknown command 'bakup'", 'Erreur : commande inconnue « bakup »'],
    [
      "error: option '--mail <mode>' argument 'tout' is invalid. Allowed choices are attachments, attachmentsAndHistory.",
      'Erreur : valeur « tout » refusée pour l’option --mail <mode> (au choix : attachments, attachmentsAndHistory)',
    ],
  ])('%s → %s', (english, french) => {
    expect(frenchError(english)).toBe(french);
  });

  it('the help of a command added afterwards has French titles and help option', () => {
    const program = speakFrench(new Command('bivouac'));
    const backup = program.command('backup').description('sauvegarde').option('--to <dossier>', 'ailleurs');
    const help = backup.helpInformation();
    expect(help).toContain('Utilisation :');
    expect(help).toContain('Options :');
    expect(help).toContain('affiche cette aide');
    expect(help).not.toMatch(/\b(Usage|display help)\b/);
    expect(program.helpInformation()).toContain('Commandes :');
    expect(program.helpInformation()).toContain('Utilisation : bivouac [options] [commande]');
  });
});
