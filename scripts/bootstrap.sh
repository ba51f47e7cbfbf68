#!/usr/bin/env bash
# Installs the Debian packages sitegen needs when they are missing. Safe to run repeatedly.
#   libcmark-dev  Markdown (always)
#   libjemalloc-dev  the memory allocator sitegen links on Linux (always)
#   libjpeg-dev, libpng-dev  checking and scaling photos (always; about 2 MB installed with zlib1g-dev)
#   unzip         packet tests (with --test)
#   postgresql    PostgreSQL source tests (with --test)
set -euo pipefail

need=()
pkg-config --exists libcmark 2>/dev/null || need+=(libcmark-dev pkg-config)
pkg-config --exists jemalloc 2>/dev/null || need+=(libjemalloc-dev pkg-config)
pkg-config --exists libjpeg 2>/dev/null || need+=(libjpeg-dev pkg-config)
pkg-config --exists libpng 2>/dev/null || need+=(libpng-dev pkg-config)
if [ "${1:-}" = "--test" ]; then
  command -v unzip >/dev/null 2>&1 || need+=(unzip)
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
fi

if [ ${#need[@]} -gt 0 ]; then
  echo "Installing: ${need[*]}"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
