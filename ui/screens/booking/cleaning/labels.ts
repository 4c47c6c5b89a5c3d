// French names and colours of the task kinds and states, and the housekeepers' verbs
// for each move, shared by both screens.
import {
  CLEANING_KINDS,
  CLEANING_STATES,
  type CleaningKind,
  type CleaningState,
} from '../../../../service/domains/booking/cleaning/contract';

export const kindLabels: Record<CleaningKind, string> = {
  CLEANING: 'Ménage',
  CONTROL: 'Contrôle',
  INTER: 'Inter (rotation)',
};

export const kindColors: Record<CleaningKind, string> = { CLEANING: 'blue', CONTROL: 'default', INTER: 'volcano' };

export const stateLabels: Record<CleaningState, string> = {
  TODO: 'À faire',
  TAKEN: 'Prise',
  IN_PROGRESS: 'En cours',
  DONE: 'Terminée',
};

export const stateColors: Record<CleaningState, string> = {
  TODO: 'default',
  TAKEN: 'gold',
  IN_PROGRESS: 'processing',
  DONE: 'success',
};

/** The button that moves a task to the state: what the housekeeper does. */
export const moveLabels: Record<CleaningState, string> = {
  TODO: 'Rendre',
  TAKEN: 'Prendre',
  IN_PROGRESS: 'Commencer',
  DONE: 'Terminer',
};

export const kindChoices = CLEANING_KINDS.map((value) => ({
  value,
  label: kindLabels[value],
}));
export const stateChoices = CLEANING_STATES.map((value) => ({
  value,
  label: stateLabels[value],
}));
