#!/usr/bin/env bash
# Writes the demo app's images — Fox, Landscape, Map — into its asset catalog, from the gallery's
# own artwork: the package's `PlaygroundArtwork.documents()` (Sources/ScrollworkSVG, drawn by the
# same `Artwork` code as docs/gallery) as SVG, then `rsvg-convert` to PNG at @2x and @3x.
#
# Usage: Examples/ScrollworkDemo/Scripts/make-assets.sh [REPO_ROOT]
#   REPO_ROOT  the Scrollwork checkout whose artwork to draw (default: the one holding this
#              script). Needs the Swift toolchain and rsvg-convert (Debian/Ubuntu: apt-get install
#              librsvg2-bin; macOS: brew install librsvg).
#
# The SVGs come from a throwaway SwiftPM package in a temporary folder that depends on REPO_ROOT by
# path and prints PlaygroundArtwork's documents; nothing of it is kept. Re-run after changing
# Sources/ScrollworkSVG/Artwork*.swift and commit the PNGs it writes.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "${1:-$here/../../..}" && pwd)"
catalog="$here/../ScrollworkDemo/Assets.xcassets"
command -v rsvg-convert >/dev/null || {
  echo "make-assets: rsvg-convert not found (apt-get install librsvg2-bin)" >&2
  exit 1
}
[ -f "$root/Package.swift" ] || { echo "make-assets: no Package.swift in $root" >&2; exit 1; }

work="$(mktemp -d "${TMPDIR:-/tmp}/make-assets.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/package/Sources/ExportArtwork" "$work/svg"
cat >"$work/package/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ExportArtwork",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "Scrollwork", path: "$root")],
  targets: [
    .executableTarget(
      name: "ExportArtwork",
      dependencies: [.product(name: "ScrollworkSVG", package: "Scrollwork")])
  ]
)
MANIFEST
cat >"$work/package/Sources/ExportArtwork/main.swift" <<'SOURCE'
import Foundation
import ScrollworkSVG

// Writes each of the gallery's pictures the app uses as NAME.svg into the folder given.
let folder = URL(fileURLWithPath: CommandLine.arguments[1], isDirectory: true)
for document in PlaygroundArtwork.documents() where ["fox", "landscape", "map"].contains(document.name) {
  try document.svg.write(
    to: folder.appendingPathComponent("\(document.name).svg"), atomically: true, encoding: .utf8)
}
SOURCE
echo "make-assets: drawing the artwork with $root"
swift run --package-path "$work/package" --scratch-path "$work/build" -c release \
  ExportArtwork "$work/svg" >"$work/build.log" 2>&1 || { tail -n 30 "$work/build.log"; exit 1; }

mkdir -p "$catalog"
cat >"$catalog/Contents.json" <<'JSON'
{
  "info" : {
    "author" : "xcode",
    "version" : 1
  }
}
JSON
# NAME (the image set) SOURCE (the SVG's name): the points size comes from the SVG's own
# width and height (390 × 844 for the fox and the map, 390 × 1400 for the landscape).
for pair in Fox:fox Landscape:landscape Map:map; do
  name="${pair%%:*}" source="${pair##*:}"
  set="$catalog/$name.imageset"
  rm -rf "$set" && mkdir -p "$set"
  for scale in 2 3; do
    rsvg-convert --zoom "$scale" --format png \
      --output "$set/$source@${scale}x.png" "$work/svg/$source.svg"
  done
  cat >"$set/Contents.json" <<JSON
{
  "images" : [
    {
      "idiom" : "universal",
      "scale" : "1x"
    },
    {
      "filename" : "$source@2x.png",
      "idiom" : "universal",
      "scale" : "2x"
    },
    {
      "filename" : "$source@3x.png",
      "idiom" : "universal",
      "scale" : "3x"
    }
  ],
  "info" : {
    "author" : "xcode",
    "version" : 1
  }
}
JSON
  echo "make-assets: $name.imageset ($(head -c 400 "$work/svg/$source.svg" |
    grep -o 'width="[0-9.]*" height="[0-9.]*"' | head -n 1))"
done
