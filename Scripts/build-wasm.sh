#!/usr/bin/env bash
# Builds the browser playground's engine: ScrollworkCore, ScrollworkSimulator and the
# ScrollworkWeb facade with Embedded Swift for WebAssembly, linked into one module.
#
#   bash Scripts/build-wasm.sh [OUTPUT]     # default: .build-wasm/scrollwork.wasm
#
# Needs Debian's wasi-libc (malloc, memcpy and the math functions Core declares in
# Physics/CMath.swift) and libclang-rt-14-dev-wasm32 (compiler builtins such as __multi3):
#   apt-get install wasi-libc libclang-rt-14-dev-wasm32
# The module exports the sw_* functions of Sources/ScrollworkWeb/Exports.swift and its memory,
# and imports four WASI functions that wasi-libc calls: random_get (the seed of Swift's hashing)
# and fd_write, fd_seek, fd_close (a trap's message on standard error). The playground's page
# provides them (Sources/ScrollworkCLI/Playground/engine.js).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

output="${1:-.build-wasm/scrollwork.wasm}"
work=.build-wasm/objects
mkdir -p "$work" "$(dirname "$output")"

libc=/usr/lib/wasm32-wasi/libc.a
builtins=$(ls /usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a 2>/dev/null | head -n 1 || true)
for library in "$libc" "$builtins"; do
  if [ ! -f "$library" ]; then
    echo "build-wasm: missing ${library:-libclang_rt.builtins-wasm32.a}:" \
      "apt-get install wasi-libc libclang-rt-14-dev-wasm32" >&2
    exit 2
  fi
done
toolchain_lib="$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/embedded/wasm32-unknown-none-wasm"

swift_flags=(
  -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded
  -enable-experimental-feature Extern -Xfrontend -disable-stack-protector -wmo -parse-as-library -Osize -I "$work"
)
build_module() {
  local name=$1
  swiftc "${swift_flags[@]}" -module-name "$name" \
    -emit-module -emit-module-path "$work/$name.swiftmodule" \
    -c $(find "Sources/$name" -name '*.swift' | sort) -o "$work/$name.o"
}
build_module ScrollworkCore
build_module ScrollworkSimulator
build_module ScrollworkWeb

exports=()
for name in $(grep -o '@_cdecl("sw_[a-z_]*")' Sources/ScrollworkWeb/Exports.swift | sed 's/@_cdecl("\(.*\)")/\1/'); do
  exports+=("--export=$name")
done

wasm-ld --no-entry ${WASM_LD_FLAGS:---strip-all} --gc-sections --stack-first -z stack-size=$((4 << 20)) "${exports[@]}" \
  "$work/ScrollworkCore.o" "$work/ScrollworkSimulator.o" "$work/ScrollworkWeb.o" \
  "$toolchain_lib/libswiftUnicodeDataTables.a" "$libc" "$builtins" -o "$output"
echo "build-wasm: $output ($(wc -c <"$output") bytes)"
