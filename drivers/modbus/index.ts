// The Modbus RTU meter reader: what the service may use.

export {
  type Meter,
  type MeterBus,
  type MeterBusOptions,
  type MeterErrorKind,
  type MeterPollResult,
  MeterReadError,
  type MeterReading,
  openMeterBus,
} from './meter-reader';
export { decodeIndex, type MeterType, meterTypeSchema, rawIndex } from './meter-registers';
