export { appendChained, type ChainBreak, type ChainReport, chainHead, rowHash, rowHasher, verifyChain } from './chain';
export { latestTechEvents, recordTechEvent, type TechEvent } from './journal';
export { parisDayStart, searchTechEvents } from './journal-search';
export { CHAINS } from './money-chains';
export { ledgerRoutes } from './routes';
export {
  documentFindings,
  verifyDoubleBill,
  verifyDueBill,
  verifyLedger,
  verifyTicketsPayment,
  walkChains,
} from './verify';
