#!/usr/bin/env bash
# Installs the Debian packages sitegen needs when they are missing. Safe to run repeatedly.
#   libcmark-dev  Markdown (always)
#   libjemalloc-dev  the memory allocator sitegen links on Linux (always)
#   libjpeg-dev, libpng-dev  checking and scaling photos (always; about 2 MB installed with zlib1g-dev)
#   libcairo2-dev, libpango1.0-dev, libqrencode-dev, fonts-dejavu-core
#                 the coach's PDFs: résumé and report (always; docs/coach-pdf.md)
#   libdeflate-dev  the packet zip's deflate, and the checksums of zips and PNGs (always)
#   fonts-wqy-microhei  the PDFs' fallback font for Chinese, Japanese and Korean (always; about 5 MB)
#   poppler-utils, qpdf  checking those PDFs (with --test)
#   unzip         packet tests (with --test)
#   postgresql    PostgreSQL source tests (with --test)
#   dpkg-dev, binutils  building the Debian package: scripts/package-deb.sh (with --package)
# On macOS it installs the same libraries from Homebrew instead (the release workflow's macOS
# binary; docs/install.md).
set -euo pipefail

if [ "$(uname -s)" = Darwin ]; then
  brew install pkgconf cmark jpeg-turbo libpng cairo pango qrencode libdeflate
  exit 0
fi

need=()
pkg-config --exists libcmark 2>/dev/null || need+=(libcmark-dev pkg-config)
pkg-config --exists jemalloc 2>/dev/null || need+=(libjemalloc-dev pkg-config)
pkg-config --exists libjpeg 2>/dev/null || need+=(libjpeg-dev pkg-config)
pkg-config --exists libpng 2>/dev/null || need+=(libpng-dev pkg-config)
pkg-config --exists cairo 2>/dev/null || need+=(libcairo2-dev pkg-config)
pkg-config --exists pangocairo pangoft2 2>/dev/null || need+=(libpango1.0-dev pkg-config)
pkg-config --exists libqrencode 2>/dev/null || need+=(libqrencode-dev pkg-config)
pkg-config --exists libdeflate 2>/dev/null || need+=(libdeflate-dev pkg-config)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need+=(fonts-dejavu-core)
[ -f /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || need+=(fonts-wqy-microhei)
if [ "${1:-}" = "--package" ]; then
  command -v dpkg-shlibdeps >/dev/null 2>&1 || need+=(dpkg-dev)
  command -v objdump >/dev/null 2>&1 || need+=(binutils)
  command -v git >/dev/null 2>&1 || need+=(git)
fi
if [ "${1:-}" = "--test" ]; then
  command -v unzip >/dev/null 2>&1 || need+=(unzip)
  command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
  command -v qpdf >/dev/null 2>&1 || need+=(qpdf)
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
fi

if [ ${#need[@]} -gt 0 ]; then
  # Each package once, in the order first named (pkg-config comes with every library).
  mapfile -t need < <(printf '%s\n' "${need[@]}" | awk '!seen[$0]++')
  echo "Installing: ${need[*]}"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
