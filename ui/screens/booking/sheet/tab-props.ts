// What every tab of the sheet receives: the working body, the way to change it, the choice lists.
import type { DraftDto, DraftInput } from '../../../../service/domains/booking/contract';
import type { SheetChoices } from './sheet-choices';
import type { DraftState } from './useDraft';

export interface TabProps {
  body: DraftInput;
  change: DraftState['change'];
  choices: SheetChoices;
  isReadOnly: boolean;
}

/** The tabs that edit one occupancy's lists: the occupancy chosen above them. */
export interface OccupancyTabProps extends TabProps {
  occupancyIndex: number;
}

export type DraftQuote = DraftDto['quote'];
