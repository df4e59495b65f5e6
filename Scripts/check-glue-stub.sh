#!/usr/bin/env bash
# Type-checks the UIKit glue (Sources/Scrollwork) and the iOS examples (Examples/**) on Linux,
# against Scripts/StubSDK: hand-written Objective-C headers and API notes for UIKit, Foundation,
# QuartzCore, CoreGraphics, CoreFoundation, MapKit and the Objective-C runtime, imported by the
# compiler's own Clang importer with Objective-C interop on, plus Swift overlays where Apple's SDK
# has Swift (CGFloat, bridging, key-value observing, diffable data sources, SwiftUI). What the
# stub catches and what it cannot: Scripts/StubSDK/README.md.
#
# Usage: Scripts/check-glue-stub.sh [--self-test] [REPO_ROOT]
#   REPO_ROOT defaults to the repository holding this script; any working directory works.
#   --self-test  also plants known mistakes in a scratch copy of the sources, one at a time, and
#                fails unless the check rejects each of them (for the expected reason) and passes
#                the unmutated copy. It proves the stub has not gone lenient.
#
# Steps: build the stub modules; emit ScrollworkCore (Swift 6); emit Scrollwork, which
# type-checks the glue in Swift 6 mode; type-check the glue in Swift 5 mode; type-check every
# Examples/**/*.swift as one module, in Swift 6 and Swift 5 modes. canImport(UIKit) and
# canImport(SwiftUI) are true. Any error or warning fails the step and is printed. Nothing is
# linked or run. Needs only the Swift toolchain (swiftc on PATH, or SWIFTC=…); the host's
# Foundation, Dispatch and CoreFoundation modules are hidden by a private resource directory.
# Set CHECK_GLUE_STUB_LOGS=DIR to keep every step's full compiler output in DIR.
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
self_test=0
root=""
for argument in "$@"; do
  case "$argument" in
    --self-test) self_test=1 ;;
    -h | --help)
      sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    -*)
      echo "check-glue-stub: unknown option $argument" >&2
      exit 2
      ;;
    *) root="$argument" ;;
  esac
done
root="$(cd "${root:-$script_dir/..}" && pwd)"
stub="$script_dir/StubSDK"
swiftc="${SWIFTC:-swiftc}"

work="$(mktemp -d "${TMPDIR:-/tmp}/check-glue-stub.XXXXXX")"
finish() {
  if [ -n "${CHECK_GLUE_STUB_LOGS:-}" ]; then
    mkdir -p "$CHECK_GLUE_STUB_LOGS"
    (cd "$work" && find . -name '*.log' -exec cp --parents {} "$CHECK_GLUE_STUB_LOGS" \;)
  fi
  rm -rf "$work"
}
trap finish EXIT
start=$SECONDS

# --- A resource directory with the standard library but without the host's Foundation ----------
toolchain_resources="$("$swiftc" -print-target-info |
  sed -n 's/.*"runtimeResourcePath": "\(.*\)".*/\1/p')"
platform="$("$swiftc" -print-target-info | sed -n 's/.*"platform": "\(.*\)".*/\1/p')"
arch="$("$swiftc" -print-target-info | sed -n 's/.*"arch": "\(.*\)".*/\1/p')"
resources="$work/resource"
mkdir -p "$resources/$platform"
ln -s "$toolchain_resources/shims" "$resources/shims"
ln -s "$toolchain_resources/clang" "$resources/clang"
ln -s "$toolchain_resources/$platform/$arch" "$resources/$platform/$arch"
# The standard library and what it needs; Glibc for ScrollworkCore's math (CMath.swift).
for module in Swift _Concurrency _StringProcessing _RegexParser RegexBuilder SwiftOnoneSupport \
  Synchronization _Volatile _Builtin_float Glibc; do
  if [ -e "$toolchain_resources/$platform/$module.swiftmodule" ]; then
    ln -s "$toolchain_resources/$platform/$module.swiftmodule" "$resources/$platform/"
  fi
done

modules="$work/modules"
mkdir -p "$modules"
common=(-resource-dir "$resources" -module-cache-path "$work/module-cache"
  -Xfrontend -enable-objc-interop -I "$modules")
for framework in ObjectiveC CoreFoundation CoreGraphics Foundation QuartzCore UIKit MapKit; do
  common+=(-I "$stub/$framework")
done

# run LABEL LOG ARGS…: runs swiftc with the common flags; prints LABEL's one-line summary, and
# every error and warning; returns non-zero on a failed command or any error or warning.
run() {
  local label="$1" log="$2"
  shift 2
  local step_start=$SECONDS status=0
  "$swiftc" "${common[@]}" "$@" >"$log" 2>&1 || status=$?
  local found
  found="$(grep -cE '(^|: )(error|warning):' "$log" || true)"
  if [ "$status" -ne 0 ] || [ "$found" -ne 0 ]; then
    echo "FAILED  $label ($found errors and warnings, exit $status, $((SECONDS - step_start))s)"
    grep -E '(^|: )(error|warning):' "$log" | sort -u | head -n 60 | sed 's/^/    /'
    if [ "$found" -eq 0 ]; then tail -n 20 "$log" | sed 's/^/    /'; fi
    return 1
  fi
  echo "clean   $label ($((SECONDS - step_start))s)"
}

# --- The stub SDK and ScrollworkCore (shared by every check below) ------------------------------
build_sdk() {
  local overlay flags
  for overlay in ObjectiveC CoreFoundation CoreGraphics Foundation QuartzCore UIKit; do
    flags=()
    # Apple's ObjectiveC overlay is built the same way: @objc without Foundation in scope.
    [ "$overlay" = ObjectiveC ] && flags=(-Xfrontend -disable-objc-attr-requires-foundation-module)
    # The iOS 26.2 SDK's UIKit overlay carries its version (its .swiftinterface's
    # -user-module-version), which `canImport(UIKit, _version:)` reads: the glue compiles the
    # glass only with iOS 26's SDK, and so does this check.
    [ "$overlay" = UIKit ] && flags=(-user-module-version 9126.2.4)
    run "stub SDK: $overlay (Clang module and Swift overlay)" "$work/sdk-$overlay.log" \
      -emit-module -parse-as-library -swift-version 5 -module-name "$overlay" \
      -import-underlying-module "${flags[@]+"${flags[@]}"}" \
      -emit-module-path "$modules/$overlay.swiftmodule" "$stub/$overlay"/*.swift || return 1
  done
  run "stub SDK: SwiftUI (Swift only)" "$work/sdk-SwiftUI.log" \
    -emit-module -parse-as-library -swift-version 5 -module-name SwiftUI \
    -emit-module-path "$modules/SwiftUI.swiftmodule" "$stub/SwiftUI"/*.swift || return 1
}

emit_core() {
  local core
  mapfile -t core < <(find "$root/Sources/ScrollworkCore" -name '*.swift' | sort)
  run "ScrollworkCore: module emitted, Swift 6 (${#core[@]} files)" "$work/core.log" \
    -emit-module -parse-as-library -swift-version 6 -module-name ScrollworkCore \
    -emit-module-path "$modules/ScrollworkCore.swiftmodule" "${core[@]}"
}

# check_glue SOURCE_ROOT OUT: the glue in both modes and the examples in both modes.
check_glue() {
  local source_root="$1" out="$2" status=0
  local glue examples
  mkdir -p "$out"
  mapfile -t glue < <(find "$source_root/Sources/Scrollwork" -name '*.swift' | sort)
  # Every Examples/**/*.swift but the demo app's folder (Examples/ScrollworkDemo): its app imports
  # ScrollworkSimulator, which reads its built-in scenarios with Foundation's Bundle, FileManager
  # and Data (not in the stub), and its UI tests (*UITests*) import XCTest, which the stub has no
  # module for. The two example sets it compiles are checked here in their own folders; its own
  # sources are type-checked against Apple's real iOS SDKs by hand (Guides/UIKit.md, "Compile
  # checks"), and Examples/ScrollworkDemo/Scripts/check_project.py checks its project.
  mapfile -t examples < <(find "$source_root/Examples" -name '*.swift' \
    ! -path "$source_root/Examples/ScrollworkDemo/*" ! -path '*UITests*' 2>/dev/null | sort)
  run "Scrollwork (the glue): Swift 6, module emitted (${#glue[@]} files)" "$out/glue6.log" \
    -emit-module -parse-as-library -swift-version 6 -module-name Scrollwork \
    -emit-module-path "$out/Scrollwork.swiftmodule" "${glue[@]}" || return 1
  # The Swift 5 glue check and the examples run two at a time (the examples import the glue).
  run "Scrollwork (the glue): Swift 5" "$out/glue5.log" \
    -typecheck -parse-as-library -swift-version 5 -module-name Scrollwork "${glue[@]}" \
    >"$out/glue5.summary" &
  local glue5=$!
  if [ "${#examples[@]}" -eq 0 ]; then
    echo "FAILED  Examples: no Swift files under $source_root/Examples"
    status=1
  else
    run "Examples: Swift 6 (${#examples[@]} files)" "$out/examples6.log" -I "$out" \
      -typecheck -parse-as-library -swift-version 6 -module-name ScrollworkExamples \
      "${examples[@]}" || status=1
  fi
  wait "$glue5" || status=1
  cat "$out/glue5.summary"
  if [ "${#examples[@]}" -ne 0 ]; then
    run "Examples: Swift 5" "$out/examples5.log" -I "$out" \
      -typecheck -parse-as-library -swift-version 5 -module-name ScrollworkExamples \
      "${examples[@]}" || status=1
  fi
  return "$status"
}

if [ "$self_test" -eq 0 ]; then
  echo "check-glue-stub: $root against $stub ($("$swiftc" --version 2>&1 | head -n 1))"
  status=0
  build_sdk && emit_core && check_glue "$root" "$work/check" || status=1
  if [ "$status" -eq 0 ]; then
    echo "check-glue-stub: clean, no errors or warnings ($((SECONDS - start))s)"
  else
    echo "check-glue-stub: FAILED ($((SECONDS - start))s)"
  fi
  exit "$status"
fi

# --- Self-test: the check must reject each planted mistake, for the expected reason -------------
# Each row: FILE (relative to the repository) | sed expression | a diagnostic the check must print.
# The mistakes are the class the real SDK catches and a Swift-module stub would not: names the
# Clang importer derives or API notes rename, Objective-C selectors, overrides of imported
# methods, main-actor isolation of UIKit, argument labels; and SwiftUI's own: the main-actor
# isolation of UIHostingController, and Binding not being Sendable.
mutations=(
  "Sources/Scrollwork/SheetContainerViewController+Keyboard.swift|s/\.intValue\b/.integerValue/|'integerValue' has been renamed to 'intValue'"
  "Sources/Scrollwork/SheetContainerViewController+Keyboard.swift|s/\.cgRectValue\b/.CGRectValue/|'CGRectValue' has been renamed to 'cgRectValue'"
  "Sources/Scrollwork/SheetContainerViewController+Events.swift|s/link\.add(to: \.main,/link.add(to: RunLoop.mainRunLoop,/|'mainRunLoop' has been renamed to 'main'"
  "Examples/ScrollworkExamples/ParallaxViewController.swift|s/style: \.plain)/style: UITableViewStyle.plain)/|'UITableViewStyle' has been renamed to 'UITableView.Style'"
  "Sources/Scrollwork/SheetContainerViewController+Events.swift|s/#selector(grabberPanned(_:))/#selector(grabberPaned(_:))/|cannot find 'grabberPaned' in scope"
  "Sources/Scrollwork/DecoratedTableView.swift|s/open override func layoutSubviews()/open func layoutSubviews()/|overriding declaration requires an 'override' keyword"
  "Sources/Scrollwork/SheetPanelView.swift|s/MainActor\.assumeIsolated { onAdjust?(\.increment) }/setNeedsLayout()/|main actor-isolated instance method 'setNeedsLayout()'"
  "Sources/Scrollwork/SheetContainerViewController+Events.swift|s/pan\.translation(in: view)/pan.translation(of: view)/|incorrect argument label in call (have 'of:', expected 'in:')"
  "Sources/Scrollwork/HostingScrollViewController.swift|s/  static func prepare(/  nonisolated static func prepare(/|main actor-isolated property 'safeAreaRegions' can not be mutated from a nonisolated context"
  "Sources/Scrollwork/HostedSheetController.swift|s/  struct Declaration {/  struct Declaration: Sendable {/|stored property 'selection' of 'Sendable'-conforming struct 'Declaration' has non-Sendable type 'Binding<SheetDetent.ID>'"
  "Sources/Scrollwork/SheetAccessibility.swift|s/^@preconcurrency import UIKit/import UIKit/|reference to static property 'layoutChanged' is not concurrency-safe"
)

echo "check-glue-stub --self-test: $root against $stub"
build_sdk && emit_core || {
  echo "check-glue-stub --self-test: FAILED (the stub SDK or ScrollworkCore did not build)"
  exit 1
}
copy_sources() {
  rm -rf "$1"
  mkdir -p "$1/Sources"
  cp -R "$root/Sources/Scrollwork" "$1/Sources/"
  cp -R "$root/Examples" "$1/"
}
failures=0
echo "-- unmutated"
copy_sources "$work/scratch"
if ! check_glue "$work/scratch" "$work/out-clean"; then
  echo "SELF-TEST FAILED: the unmutated sources do not pass"
  failures=$((failures + 1))
fi
index=0
for row in "${mutations[@]}"; do
  index=$((index + 1))
  IFS='|' read -r file expression expected <<<"$row"
  echo "-- mutation $index: $file: $expression"
  copy_sources "$work/scratch"
  cp "$work/scratch/$file" "$work/original.swift"
  sed -i "$expression" "$work/scratch/$file"
  if cmp -s "$work/scratch/$file" "$work/original.swift"; then
    echo "SELF-TEST FAILED: mutation $index did not apply (the code changed; update the pattern)"
    failures=$((failures + 1))
    continue
  fi
  out="$work/out-$index"
  if check_glue "$work/scratch" "$out" >"$work/mutation.log" 2>&1; then
    sed 's/^/  /' "$work/mutation.log"
    echo "SELF-TEST FAILED: mutation $index passed the check (the stub is too lenient)"
    failures=$((failures + 1))
  elif ! grep -qF -- "$expected" "$out"/*.log; then
    sed 's/^/  /' "$work/mutation.log"
    echo "SELF-TEST FAILED: mutation $index failed, but without \"$expected\""
    failures=$((failures + 1))
  else
    echo "rejected, as expected: $expected"
  fi
done
if [ "$failures" -ne 0 ]; then
  echo "check-glue-stub --self-test: FAILED ($failures of $((index + 1)) cases, $((SECONDS - start))s)"
  exit 1
fi
echo "check-glue-stub --self-test: passed ($index mutations rejected, unmutated clean;" \
  "$((SECONDS - start))s)"
