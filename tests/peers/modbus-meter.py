"""A Modbus RTU meter for the driver tests: pymodbus's serial server (slave) on a serial port.

Usage: modbus-meter.py PORT SLAVE:TABLE:ADDRESS=WORD,WORD... [...]
  TABLE is hr (holding registers) or ir (input registers); words are decimal or 0x-hex.
  e.g. modbus-meter.py /dev/pts/3 1:hr:0=0x0001,0x86A0 2:ir:16=0x2710,0x0000
Prints "ready" once the port is open. A slave id not given does not answer, as on a real bus.
"""

import asyncio
import sys

from pymodbus.datastore import ModbusServerContext, ModbusSlaveContext, ModbusSparseDataBlock
from pymodbus.server import StartAsyncSerialServer
from pymodbus.transaction import ModbusRtuFramer


def parse_registers(specs):
    """Maps slave id -> {"hr": {address: word}, "ir": {address: word}}."""
    slaves = {}
    for spec in specs:
        head, _, words = spec.partition("=")
        slave, table, address = head.split(":")
        if table not in ("hr", "ir"):
            raise SystemExit(f"table inconnue : {table} (hr ou ir)")
        tables = slaves.setdefault(int(slave), {"hr": {}, "ir": {}})
        for offset, word in enumerate(words.split(",")):
            tables[table][int(address) + offset] = int(word, 0)
    return slaves


def build_context(slaves):
    contexts = {
        slave: ModbusSlaveContext(
            hr=ModbusSparseDataBlock(tables["hr"] or {0: 0}),
            ir=ModbusSparseDataBlock(tables["ir"] or {0: 0}),
            zero_mode=True,
        )
        for slave, tables in slaves.items()
    }
    return ModbusServerContext(slaves=contexts, single=False)


async def serve(port, slaves):
    # defer_start lets us say "ready" only once the port is open, so the test never writes too early.
    server = await StartAsyncSerialServer(
        context=build_context(slaves),
        framer=ModbusRtuFramer,
        port=port,
        baudrate=9600,
        ignore_missing_slaves=True,
        defer_start=True,
    )
    await server.start()
    print("ready", flush=True)
    await server.serve_forever()


if __name__ == "__main__":
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    asyncio.run(serve(sys.argv[1], parse_registers(sys.argv[2:])))
