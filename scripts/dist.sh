#!/usr/bin/env bash
# `make dist`: from the release binary and its man page, in dist/:
#  - foodybite-VERSION-linux-ARCH.tar.gz: bin/foodybite and bin/foodybite-mcp (stripped), share/man/man1/foodybite.1, bash/zsh/fish
#    completions, README.md, docs/, LICENSE;
#  - foodybite_VERSION_DEBARCH.deb (dpkg-deb): the same under /usr, depending on the Debian packages that hold the
#    libraries the binary needs at run time (those it links, found with readelf and dpkg -S, and libcurl, which it
#    loads on first use).
# Usage: scripts/dist.sh BINARY MAN_PAGE MCP_BINARY
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$1 man_page=$2 mcp_binary=$3

version=$("$binary" --version | awk '{ print $1 }')
arch=$(uname -m)
deb_arch=$(dpkg --print-architecture)
name="foodybite-$version-linux-$arch"
rm -rf dist && mkdir -p "dist/$name/bin" "dist/$name/share/man/man1"

stage() {  # root: binary, man page and completions under root (a prefix)
  local root=$1 completions=$2
  install -d "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" "$root/$completions" \
    "$root/share/fish/vendor_completions.d"
  install -m 0755 -s "$binary" "$root/bin/foodybite"
  install -m 0755 -s "$mcp_binary" "$root/bin/foodybite-mcp"
  "$root/bin/foodybite" --generate-completion-script bash >"$root/share/bash-completion/completions/foodybite"
  "$root/bin/foodybite" --generate-completion-script zsh >"$root/$completions/_foodybite"
  "$root/bin/foodybite" --generate-completion-script fish >"$root/share/fish/vendor_completions.d/foodybite.fish"
}

# The tarball.
stage "dist/$name" share/zsh/site-functions
install -m 0644 "$man_page" "dist/$name/share/man/man1/foodybite.1"
install -m 0644 README.md LICENSE "dist/$name/"
install -d "dist/$name/docs" && install -m 0644 docs/*.md "dist/$name/docs/"
tar -C dist -czf "dist/$name.tar.gz" "$name"

# The .deb: what the binary needs at run time, as Debian packages.
libraries=$(readelf -d "$binary" | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p')
libraries="$libraries libcurl.so.4"
packages=$(for library in $libraries; do
  path=$(ldconfig -p | awk -v lib="$library" '$1 == lib && /x86-64|aarch64|64bit/ { print $NF; exit }')
  [ -n "$path" ] || path=$(ldconfig -p | awk -v lib="$library" '$1 == lib { print $NF; exit }')
  [ -n "$path" ] || continue
  real=$(readlink -f "$path")
  # dpkg knows a library by the path its package installed: /lib or /usr/lib (merged /usr), the link or its target.
  for candidate in "$path" "$real" "${path#/usr}" "${real#/usr}" "/usr$path" "/usr$real"; do
    owner=$(dpkg -S "$candidate" 2>/dev/null | head -n 1 | cut -d: -f1) && [ -n "$owner" ] && { echo "$owner"; break; }
  done
done | sort -u | paste -sd, | sed 's/,/, /g')
root=dist/deb
stage "$root/usr" share/zsh/vendor-completions
gzip -9n -c "$man_page" >"$root/usr/share/man/man1/foodybite.1.gz"
install -d "$root/usr/share/doc/foodybite" "$root/DEBIAN"
install -m 0644 LICENSE "$root/usr/share/doc/foodybite/copyright"
install -m 0644 README.md "$root/usr/share/doc/foodybite/README.md"
install -d "$root/usr/share/doc/foodybite/docs" && install -m 0644 docs/*.md "$root/usr/share/doc/foodybite/docs/"
cat >"$root/DEBIAN/control" <<CONTROL
Package: foodybite
Version: $version
Architecture: $deb_arch
Maintainer: The foodybite authors <foodybite@example.com>
Depends: $packages
Section: utils
Priority: optional
Description: restaurant finder for the command line
 Finds restaurants near a location from Google Places or Foursquare, filtered by
 radius and rating; shows details, reviews and photos; posts reviews to a
 Foodybite server. Stable JSON/CSV output and exit codes for scripts.
CONTROL
dpkg-deb --build --root-owner-group "$root" "dist/foodybite_${version}_${deb_arch}.deb" >/dev/null
rm -rf "$root" "dist/$name"
echo "dist: dist/$name.tar.gz and dist/foodybite_${version}_${deb_arch}.deb (Depends: $packages)"
