#!/usr/bin/env bash
# Makes a local PostgreSQL server ready for the API suite on PostgreSQL and the matching benchmark:
# installs Debian's `postgresql` when it is missing, starts its cluster on loopback, sets the
# password of the `postgres` role, waits until it answers, and prints the admin URL on stdout
# (everything else goes to stderr), e.g.
#   export API_TEST_POSTGRES_URL="$(scripts/ci/postgres.sh)"
# Idempotent: a server already running is left as it is (only the password is set again).
# PG_PASSWORD (default postgres), PG_PORT (default: the cluster's port) and PG_CLUSTER (e.g. 15/main;
# default: the first cluster) change what is started and the URL.
set -euo pipefail

PASSWORD="${PG_PASSWORD:-postgres}"
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# Commands as the cluster's owner (peer authentication on the local socket).
as_postgres() {
  if [ "$(id -un)" = postgres ]; then
    "$@"
  elif [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    [ "${SUDO[0]:-}" = none ] && fail "Il faut pouvoir agir en tant que postgres (root ou sudo) pour définir son mot de passe."
    sudo -u postgres "$@"
  fi
}

if ! command -v pg_ctlcluster >/dev/null 2>&1 || ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  command -v apt-get >/dev/null 2>&1 ||
    fail "PostgreSQL est introuvable et apt-get n'existe pas ici : installez PostgreSQL (13 ou plus) par le gestionnaire de paquets du système, ou donnez directement l'URL d'un serveur existant dans API_TEST_POSTGRES_URL."
  apt_install postgresql
  command -v pg_ctlcluster >/dev/null 2>&1 || fail "PostgreSQL est installé mais pg_ctlcluster est introuvable dans PATH ($PATH)."
fi

# The first cluster (Debian creates `main` with the package) or PG_CLUSTER; one is made if there is none.
cluster_line() {
  if [ -n "${PG_CLUSTER:-}" ]; then
    pg_lsclusters -h 2>/dev/null | awk -v want="$PG_CLUSTER" '$1 "/" $2 == want' | head -n 1
  else
    pg_lsclusters -h 2>/dev/null | head -n 1
  fi
}
read -r VERSION CLUSTER PORT STATUS _ < <(cluster_line) || true
if [ -z "${VERSION:-}" ]; then
  VERSION="${PG_CLUSTER%%/*}"
  CLUSTER="${PG_CLUSTER#*/}"
  [ -n "${PG_CLUSTER:-}" ] || { VERSION="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"; CLUSTER=main; }
  say "Création du cluster PostgreSQL $VERSION/$CLUSTER…"
  as_root pg_createcluster "$VERSION" "$CLUSTER" >&2 || fail "La création du cluster PostgreSQL $VERSION/$CLUSTER a échoué."
  read -r VERSION CLUSTER PORT STATUS _ < <(cluster_line)
fi
PORT="${PG_PORT:-$PORT}"

if [ "$STATUS" != online ]; then
  say "Démarrage de PostgreSQL $VERSION/$CLUSTER sur 127.0.0.1:$PORT…"
  # Loopback only. This server holds throw-away test data: durability settings are traded for speed
  # (each test app creates and drops a database, each request commits).
  as_root pg_ctlcluster "$VERSION" "$CLUSTER" start -- \
    -o "-c listen_addresses=127.0.0.1 -c port=$PORT -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >&2 ||
    fail "PostgreSQL $VERSION/$CLUSTER n'a pas démarré : voir /var/log/postgresql/postgresql-$VERSION-$CLUSTER.log."
else
  say "PostgreSQL $VERSION/$CLUSTER tourne déjà (port $PORT)."
fi

for _ in $(seq 1 60); do
  if pg_isready -q -h 127.0.0.1 -p "$PORT"; then break; fi
  sleep 0.5
done
pg_isready -q -h 127.0.0.1 -p "$PORT" || fail "PostgreSQL ne répond pas sur 127.0.0.1:$PORT après 30 s."

# Password authentication over TCP (Debian's pg_hba.conf: scram-sha-256 for 127.0.0.1).
# (psql only substitutes :'password' in commands read from stdin, not in -c.)
as_postgres psql -q -p "$PORT" -v ON_ERROR_STOP=1 -v password="$PASSWORD" <<<"alter role postgres with password :'password';" >/dev/null ||
  fail "Impossible de définir le mot de passe du rôle postgres."
PGPASSWORD="$PASSWORD" psql -q -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -c 'select 1' >/dev/null ||
  fail "La connexion à PostgreSQL par 127.0.0.1:$PORT avec le mot de passe a échoué (voir pg_hba.conf)."

say "PostgreSQL $VERSION prêt sur 127.0.0.1:$PORT."
echo "postgres://postgres:${PASSWORD}@127.0.0.1:${PORT}/postgres"
