// What the app and the service use of access control: its routes, and the badge reader on the
// box's own serial port.
export { accessRoutes } from './routes';
export { type SerialReader, startSerialReader } from './serial-reader';
