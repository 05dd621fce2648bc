# Sourced by the CI scripts (postgres.sh, redis.sh): messages on stderr, root or sudo, and installing
# a Debian package, with French errors. stdout stays free for what a script prints on purpose.

say() { echo "$@" >&2; }
fail() {
  say "$@"
  exit 1
}

if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1; then
  SUDO=(sudo)
else
  SUDO=(none)
fi
as_root() {
  [ "${SUDO[0]:-}" = none ] && fail "Il faut les droits root pour « $* » et sudo n'est pas disponible : lancez ce script en root ou installez sudo."
  "${SUDO[@]}" "$@"
}

# apt_install PACKAGE: the caller has checked that apt-get exists (its message names its own way out).
apt_install() {
  local package="$1"
  [ "${SUDO[0]:-}" = none ] &&
    fail "Il faut les droits root pour installer $package (« apt-get install $package ») et sudo n'est pas disponible : lancez ce script en root ou installez sudo."
  say "Installation de $package (paquet Debian)…"
  # env: sudo resets the environment, and the variable must reach apt-get.
  if ! as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 ||
    ! as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$package" >&2; then
    fail "L'installation de $package a échoué (voir les messages d'apt-get ci-dessus)."
  fi
}
