#!/usr/bin/env bash
# Builds the OSDP test peer into OUT: libosdp (the open reference implementation of OSDP,
# IEC 60839-11-5; Apache-2.0, see libosdp/LICENSE) as OUT/lib/libosdp.so, then our osdp-pd.c
# linked to it as OUT/osdp-pd. Needs cc and cmake. Usage: build-osdp-pd.sh OUT
set -euo pipefail
out=${1:?usage: build-osdp-pd.sh OUT}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out/build" "$out/include"
cmake -S "$here/libosdp" -B "$out/build" -DCMAKE_BUILD_TYPE=Release -DOPT_OSDP_LIB_ONLY=ON >"$out/build/cmake.log" 2>&1
cmake --build "$out/build" -j2 >"$out/build/make.log" 2>&1
rm -rf "$out/lib" && cp -r "$out/build/lib" "$out/lib"
cp "$here"/libosdp/include/*.h "$out/build/include/osdp_config.h" "$out/include/"
cc -O2 -Wall -Werror -o "$out/osdp-pd" "$here/osdp-pd.c" -I"$out/include" -L"$out/lib" -losdp -Wl,-rpath,'$ORIGIN/lib'
echo "osdp-pd built in $out"
