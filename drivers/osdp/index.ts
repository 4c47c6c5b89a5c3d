// The OSDP access controller: what the service may use.
export {
  type AccessDecision,
  createAccessDecision,
  type DecideAccess,
  type Decision,
  type DecisionOutcome,
  type FailSafeMode,
  type ReaderRef,
} from './access-decision';
export {
  type ControlPanel,
  type ControlPanelEvents,
  type ControlPanelOptions,
  type ReaderConfig,
  startControlPanel,
} from './control-panel';
export type { CardRead, PdCapability, PdIdentity } from './messages';
export { SCBK_D } from './secure-channel';
