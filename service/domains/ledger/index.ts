export { appendChained, type ChainBreak, type ChainReport, chainHead, rowHash, verifyChain } from './chain';
export { recordTechEvent, type TechEvent } from './journal';
export { CHAINS } from './money-chains';
