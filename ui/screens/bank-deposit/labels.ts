// Labels and small formatting shared by the deposit screens.
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { SLIP_TYPES } from '../../../service/domains/bank-deposit/contract';

export const slipLabel = (id: number) => SLIP_TYPES.find((s) => s.id === id)?.label ?? '';

/** `2026-11` → « novembre 2026 ». */
export const monthLabel = (yearMonth: string) => dayjs(`${yearMonth}-01`).locale('fr').format('MMMM YYYY');
