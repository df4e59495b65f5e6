#!/usr/bin/env bash
# Coverage-guided fuzzing of Scrollwork with libFuzzer (Guides/Fuzzing.md).
#
#   Scripts/fuzz.sh [TARGET] [SECONDS]   build, then fuzz TARGET (default: all, one after another)
#                                        for SECONDS each (default 60), from Fuzz/Corpus/TARGET
#   Scripts/fuzz.sh --smoke              CI: build, replay each corpus, a few s of fuzzing each
#   Scripts/fuzz.sh --build              build only
#   Scripts/fuzz.sh --replay TARGET FILE...   run the inputs FILE... once through TARGET
#
# Targets (Fuzz/Targets): ScenarioFuzz (bytes → scenario JSON → a bounded simulation),
# ScrollFuzz (ScrollMachine), SheetFuzz (SheetScrollMachine: the sheet, its header and list),
# KernelFuzz (the host kernels, SheetKernel and ScrollViewKernel, fed raw readings as a host
# feeds them). A target is Fuzz/Targets/TARGET.swift and any Fuzz/Targets/TARGET+*.swift.
# Needs only the Swift toolchain (swiftc -sanitize=fuzzer,address). Builds go to .build-fuzz/
# (or $FUZZ_BUILD_DIR); an input that breaks an invariant is written to its artifacts/ as
# TARGET-crash-<sha1> (or -timeout-, -oom-), with the invariant on stderr.
# One process (no -jobs or -workers): the machine is shared.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
# Swift's own crash backtracer would run under AddressSanitizer and bury the report.
export SWIFT_BACKTRACE=enable=no
out="${FUZZ_BUILD_DIR:-.build-fuzz}"
targets=(ScenarioFuzz ScrollFuzz SheetFuzz KernelFuzz)
flags=(-sanitize=fuzzer,address -parse-as-library -O -wmo -enable-testing)
# A run of one input may take at most 10 s and 2 GB (the simulator's largest run, 600 s of
# simulated time at 1,000 frames per second, takes about 1 s unsanitized).
# The smoke run is deterministic: a fixed seed and a fixed number of new inputs per target
# (about 5 s each here; the time cap only stops a run that hangs), with Swift's hashing
# unseeded and, where the kernel allows it, no address randomisation (either alone changed
# which inputs a run kept: CI's smoke run found what a clean clone's had not).
smoke_seed=1
smoke_seconds=120
declare -A smoke_runs=([ScenarioFuzz]=60000 [ScrollFuzz]=60000 [SheetFuzz]=20000 [KernelFuzz]=3000)
libfuzzer_flags=(-timeout=10 -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1)

# The linker's notes about AddressSanitizer's local symbols are noise (one per register).
quiet() { grep -v "Cannot export local symbol '__asan" || true; }

# Builds lib$1.a and its module from the sources under $2 when any of them, or a library built
# before it (a module it imports: the simulator's layout of Core's types changes with Core), is
# newer.
build_module() {
  local name=$1 dir=$2
  shift 2
  local lib="$out/lib$name.a"
  local built=()
  [ "$name" != ScrollworkCore ] && built+=("$out/libScrollworkCore.a")
  if [ -f "$lib" ] && [ -z "$(find "$dir" Fuzz/Support "${built[@]}" -newer "$lib" | head -n 1)" ]; then
    return
  fi
  echo "fuzz: building $name"
  # shellcheck disable=SC2046
  swiftc "${flags[@]}" -module-name "$name" -I "$out/modules" \
    -emit-module -emit-module-path "$out/modules/$name.swiftmodule" \
    -emit-library -static -o "$lib" $(find "$dir" -name '*.swift' | sort) "$@" 2>&1 | quiet
}

build() {
  mkdir -p "$out/modules"
  build_module ScrollworkCore Sources/ScrollworkCore
  # SwiftPM generates Bundle.module for the simulator's resources; swiftc needs a stand-in.
  build_module ScrollworkSimulator Sources/ScrollworkSimulator Fuzz/Support/BundleModule.swift
  local target
  for target in "${targets[@]}"; do
    local bin="$out/$target"
    local sources=("Fuzz/Targets/$target.swift")
    local part
    for part in Fuzz/Targets/"$target"+*.swift; do
      [ -f "$part" ] && sources+=("$part")
    done
    if [ -f "$bin" ] && [ -z "$(find "${sources[@]}" Fuzz/Support "$out"/lib*.a -newer "$bin" | head -n 1)" ]; then
      continue
    fi
    echo "fuzz: building $target"
    swiftc "${flags[@]}" -I "$out/modules" "${sources[@]}" Fuzz/Support/FuzzInput.swift \
      "$out/libScrollworkSimulator.a" "$out/libScrollworkCore.a" -o "$bin" 2>&1 | quiet
  done
}

# Fuzzes $1 for $2 seconds: new inputs go to a scratch corpus merged over the committed seeds,
# so a plain run never rewrites Fuzz/Corpus (merge into it by hand: Guides/Fuzzing.md).
fuzz() {
  local target=$1 seconds=$2
  local work="$out/corpus/$target"
  mkdir -p "$work" "$out/artifacts"
  echo "fuzz: $target for ${seconds}s"
  # Fork mode with one child: a finding is written and fuzzing goes on (one core all the same).
  "$out/$target" "${libfuzzer_flags[@]}" -max_total_time="$seconds" \
    -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
    -artifact_prefix="$out/artifacts/$target-" "$work" "Fuzz/Corpus/$target"
}

case "${1:-}" in
  --build)
    build
    ;;
  --smoke)
    build
    export SWIFT_DETERMINISTIC_HASHING=1
    fixed=()
    if setarch "$(uname -m)" -R true 2> /dev/null; then fixed=(setarch "$(uname -m)" -R); fi
    for target in "${targets[@]}"; do
      # Every committed input, then a few seconds of new ones, from a fresh scratch corpus.
      rm -rf "$out/smoke/$target"
      mkdir -p "$out/smoke/$target" "$out/artifacts"
      echo "fuzz: $target, smoke run"
      status=0
      "${fixed[@]}" "$out/$target" "${libfuzzer_flags[@]}" -max_total_time="$smoke_seconds" \
        -seed="$smoke_seed" -runs="${smoke_runs[$target]}" \
        -artifact_prefix="$out/artifacts/$target-" "$out/smoke/$target" "Fuzz/Corpus/$target" \
        > "$out/smoke/$target.log" 2>&1 || status=$?
      grep -E '^(#[0-9]+[[:space:]]+(INITED|DONE)|invariant|SUMMARY|==[0-9]+==ERROR)' "$out/smoke/$target.log" || true
      if [ "$status" -ne 0 ]; then
        tail -n 30 "$out/smoke/$target.log"
        echo "fuzz: $target FAILED (input in $out/artifacts)"
        exit 1
      fi
    done
    echo "fuzz: smoke run passed"
    ;;
  --replay)
    build
    "$out/$2" "${@:3}"
    ;;
  *)
    build
    seconds="${2:-60}"
    if [ -n "${1:-}" ]; then
      fuzz "$1" "$seconds"
    else
      for target in "${targets[@]}"; do fuzz "$target" "$seconds"; done
    fi
    ;;
esac
