#!/usr/bin/env bash
# Makes Debian's redis-server available for the scale-out suites (api jest messaging/redis and
# e2e/scale). Idempotent: does nothing when it is already on PATH. Installs the package only; each
# suite starts its own redis-server on its own port and stops it.
set -euo pipefail
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

if command -v redis-server >/dev/null 2>&1; then
  say "redis-server déjà présent : $(redis-server --version | head -n 1)"
  exit 0
fi

command -v apt-get >/dev/null 2>&1 ||
  fail "redis-server est introuvable et apt-get n'existe pas ici : installez Redis (6 ou plus) par le gestionnaire de paquets du système, ou donnez REDIS_URL vers un Redis existant."
apt_install redis-server
# The package starts a system service on 6379 where an init system runs; the suites do not use it.
command -v redis-server >/dev/null 2>&1 || fail "redis-server est installé mais introuvable dans PATH ($PATH)."
say "redis-server installé : $(redis-server --version | head -n 1)"
