#!/usr/bin/env bash
# Builds the Debian package of sitegen: sitegen_<version>_<arch>.deb, an install that needs no
# Swift toolchain (docs/install.md). The binary is a release build linked with
# `--static-swift-stdlib` (the Swift runtime and Foundation are inside it); `Depends:` lists
# the Debian packages of the C libraries it links, worked out by dpkg-shlibdeps from the
# binary itself, plus the two font packages the coach's PDFs read by path. The default theme
# is compiled into the binary, so /usr/bin/sitegen is the whole program.
#
# Usage: scripts/package-deb.sh [--out DIR] [--skip-build]
#   --out DIR      where the .deb goes (default: .build/deb)
#   --skip-build   package the existing .build/release/sitegen (it must be the static build)
# Prints the .deb's path on its last line. Needs dpkg-dev (dpkg-shlibdeps) and binutils.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
out=$root/.build/deb
build=1
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out=$(mkdir -p "$2" && cd "$2" && pwd); shift 2 ;;
    --skip-build) build=0; shift ;;
    *) echo "usage: scripts/package-deb.sh [--out DIR] [--skip-build]" >&2; exit 2 ;;
  esac
done

# The version is the one `sitegen --version` prints: SiteGenVersion.current.
version=$(sed -n 's/.*static let current = "\([^"]*\)".*/\1/p' Sources/SiteGen/Context/SiteGenVersion.swift)
[ -n "$version" ] || { echo "error: no version in Sources/SiteGen/Context/SiteGenVersion.swift" >&2; exit 1; }
arch=$(dpkg --print-architecture)
# Who answers for the package (the release workflow can set it).
maintainer=${SITEGEN_MAINTAINER:-sitegen contributors <sitegen@example.org>}

if [ "$build" = 1 ]; then
  swift build -c release --product sitegen --static-swift-stdlib
fi
bin=$root/.build/release/sitegen
[ -x "$bin" ] || { echo "error: $bin is missing; run without --skip-build" >&2; exit 1; }
if objdump -p "$bin" | grep -q 'NEEDED *lib\(swift\|Foundation\|_Foundation\|dispatch\|BlocksRuntime\)'; then
  echo "error: $bin links the Swift runtime dynamically; build it with --static-swift-stdlib" >&2
  exit 1
fi
reported=$("$bin" --version)
[ "$reported" = "$version" ] || { echo "error: the binary says version '$reported', the source '$version'" >&2; exit 1; }

stage=$root/.build/deb/stage
pkg=$stage/sitegen_${version}_${arch}
rm -rf "$stage"
mkdir -p "$pkg/DEBIAN" "$pkg/usr/bin" "$pkg/usr/share/doc/sitegen"
install -m 0755 "$bin" "$pkg/usr/bin/sitegen"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$pkg/usr/bin/sitegen"

# Depends: what the binary links, as dpkg-shlibdeps finds it (it needs a debian/control).
mkdir -p "$stage/shlibs/debian"
printf 'Source: sitegen\n\nPackage: sitegen\nArchitecture: any\n' > "$stage/shlibs/debian/control"
shlibs=$(cd "$stage/shlibs" && dpkg-shlibdeps -O "$pkg/usr/bin/sitegen" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$shlibs" ] || { echo "error: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
depends="$shlibs, fonts-dejavu-core, fonts-wqy-microhei"

cat > "$pkg/usr/share/doc/sitegen/copyright" <<'EOF'
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: sitegen
Comment: sitegen's own source, with the Swift runtime, Foundation and swift-argument-parser
 linked into the binary (Apache License 2.0 with Runtime Library Exception), and Yams with
 the libyaml it embeds (MIT).

Files: *
Copyright: © 2026 sitegen's contributors
License: unstated
 sitegen's source repository states no license yet; this file says so rather than guess.
EOF
date=$(git log -1 --format=%aD 2>/dev/null || date -R)
printf 'sitegen (%s) unstable; urgency=medium\n\n  * Built by scripts/package-deb.sh from %s.\n\n -- %s  %s\n' \
  "$version" "$(git rev-parse --short HEAD 2>/dev/null || echo 'a source tree')" "$maintainer" "$date" \
  | gzip -9n > "$pkg/usr/share/doc/sitegen/changelog.gz"
chmod 0644 "$pkg/usr/share/doc/sitegen/"*

# A short manual page that points at --help (every command documents itself there).
mkdir -p "$pkg/usr/share/man/man1" "$pkg/usr/share/lintian/overrides"
gzip -9n > "$pkg/usr/share/man/man1/sitegen.1.gz" <<MAN
.TH SITEGEN 1 "" "sitegen $version" "User Commands"
.SH NAME
sitegen \\- offline recruiting site generator for student athletes
.SH SYNOPSIS
.B sitegen
.I command
.RI [ options ]
.SH DESCRIPTION
.B sitegen
turns an athlete's recruiting data (CSV, JSON, YAML and Markdown files) into an
offline dashboard site, with a resume PDF, a share image and a coach packet.
.PP
.B sitegen new my-content
writes a content folder to start from;
.B sitegen build --content my-content --output my-site
builds the site;
.B sitegen check
validates the content and writes nothing;
.B sitegen serve
previews it.
.PP
.B sitegen --help
and
.BI "sitegen " command " --help"
list every command and option.
MAN
# Yams (the YAML reader) compiles libyaml's C source into the binary, as Swift packages do.
echo 'sitegen: embedded-library libyaml [usr/bin/sitegen]' > "$pkg/usr/share/lintian/overrides/sitegen"
chmod 0644 "$pkg/usr/share/man/man1/sitegen.1.gz" "$pkg/usr/share/lintian/overrides/sitegen"

size_kb=$(du -sk --exclude=DEBIAN "$pkg" | cut -f1)
cat > "$pkg/DEBIAN/control" <<EOF
Package: sitegen
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $size_kb
Depends: $depends
Section: web
Priority: optional
Description: offline recruiting site generator for student athletes
 sitegen turns an athlete's recruiting data (CSV, JSON, YAML and Markdown
 files) into an offline dashboard site, plus the documents a coach reads: a
 resume PDF, a share image and a coach packet.
EOF

mkdir -p "$out"
deb=$out/sitegen_${version}_${arch}.deb
# The files' dates in the archive are the commit's (the ar header still has the build's time).
SOURCE_DATE_EPOCH=$(git log -1 --format=%ct 2>/dev/null || date +%s) \
  dpkg-deb --build --root-owner-group -Zxz "$pkg" "$deb" >/dev/null
echo "package-deb: Depends: $depends" >&2
echo "package-deb: $(du -k "$deb" | cut -f1) KB packed, $size_kb KB installed" >&2
echo "$deb"
