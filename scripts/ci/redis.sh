#!/usr/bin/env bash
# Makes Debian's redis-server available for the scale-out suites (api jest messaging/redis and
# e2e/scale). Idempotent: does nothing when it is already on PATH. Installs the package only; each
# suite starts its own redis-server on its own port and stops it.
set -euo pipefail

if command -v redis-server >/dev/null 2>&1; then
  echo "redis-server déjà présent : $(redis-server --version | head -n 1)"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "redis-server est introuvable et apt-get n'existe pas ici : installez Redis (6 ou plus) par le gestionnaire de paquets du système, ou donnez REDIS_URL vers un Redis existant." >&2
  exit 1
fi

if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1; then
  SUDO=(sudo)
else
  echo "redis-server est introuvable : il faut les droits root pour l'installer (« apt-get install redis-server »), et sudo n'est pas disponible." >&2
  exit 1
fi

echo "Installation de redis-server (Debian)…"
export DEBIAN_FRONTEND=noninteractive
if ! "${SUDO[@]}" apt-get update -qq || ! "${SUDO[@]}" apt-get install -y -qq --no-install-recommends redis-server >/dev/null; then
  echo "L'installation de redis-server a échoué (voir les messages d'apt-get ci-dessus)." >&2
  exit 1
fi
# The package starts a system service on 6379 where an init system runs; the suites do not use it.
if ! command -v redis-server >/dev/null 2>&1; then
  echo "redis-server est installé mais introuvable dans PATH ($PATH)." >&2
  exit 1
fi
echo "redis-server installé : $(redis-server --version | head -n 1)"
