#!/usr/bin/env bash
# npm run cluster: Casebook as in production, on one machine — 3 api processes, 1 projector and
# 1 worker on the local Postgres server, behind HAProxy (deploy/haproxy.cfg), sticky-free.
#
#   npm run cluster                          # http://127.0.0.1:3000, Ctrl-C stops everything
#   CLUSTER_PORT=4000 CLUSTER_DB=mine npm run cluster
#
# Settings (environment):
#   CLUSTER_PORT        HAProxy's port (default 3000); the stats page is on CLUSTER_STATS_PORT (8404)
#   CLUSTER_API_PORTS   the api processes' ports (default "3101 3102 3103")
#   CLUSTER_PG_URL      the Postgres server, without a database (default postgres://postgres@127.0.0.1:5432)
#   CLUSTER_DB          the database, created when absent (default casebook_cluster)
#   CLUSTER_DIR         DATA_DIR shared by the processes, logs and pid files (default ./data/cluster)
#   CLUSTER_BUILD=1     rebuild dist/ first (it is built when missing)
#   CLUSTER_NODE_ARGS   node options for every Casebook process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
#                       (a CPU profile per process when it stops; NODE_OPTIONS refuses --cpu-prof)
#   CLUSTER_PROJECTORS  projector processes (default 1); a second one shares the views and takes
#                       over the first's when it dies (advisory locks, decision 0005)
# Any other variable of .env.example passes through to every process.
#
# Each process runs under a small supervisor loop that restarts it when it dies (as systemd or
# Kubernetes would): scripts/faults.ts kills processes with kill -9 through the pid files in
# $CLUSTER_DIR/run and watches the cluster heal.
set -euo pipefail
cd "$(dirname "$0")/.."

PORT_LB="${CLUSTER_PORT:-3000}"
STATS_PORT="${CLUSTER_STATS_PORT:-8404}"
read -r -a API_PORTS <<<"${CLUSTER_API_PORTS:-3101 3102 3103}"
PG_URL="${CLUSTER_PG_URL:-postgres://postgres@127.0.0.1:5432}"
DB="${CLUSTER_DB:-casebook_cluster}"
DIR="$(mkdir -p "${CLUSTER_DIR:-./data/cluster}" && cd "${CLUSTER_DIR:-./data/cluster}" && pwd)"
RUN="$DIR/run"

[ "${#API_PORTS[@]}" -eq 3 ] || { echo "CLUSTER_API_PORTS must list 3 ports" >&2; exit 1; }
command -v haproxy >/dev/null || { echo "haproxy is not installed: apt-get install -y haproxy" >&2; exit 1; }
command -v psql >/dev/null || { echo "psql is not installed: apt-get install -y postgresql-client" >&2; exit 1; }
if [[ ! "$DB" =~ ^[a-z_][a-z0-9_]*$ ]]; then echo "CLUSTER_DB must be a plain lower-case name" >&2; exit 1; fi

rm -rf "$RUN" && mkdir -p "$RUN"

# Secrets shared by every process (they must agree to read each other's cookies and data keys),
# made once and kept in the cluster's directory.
if [ ! -f "$DIR/secrets.env" ]; then
  umask 077
  { echo "SESSION_SECRET=$(openssl rand -hex 32)"; echo "KEK=$(openssl rand -hex 32)"; } >"$DIR/secrets.env"
  umask 022
fi
set -a
# shellcheck disable=SC1091
. "$DIR/secrets.env"
DATABASE_URL="$PG_URL/$DB"
DATA_DIR="$DIR"
TRUST_PROXY=true
TRUSTED_PROXY_HOPS=1
HOST=127.0.0.1
set +a

if [ "${CLUSTER_BUILD:-}" = 1 ] || [ ! -f dist/main.js ] || [ ! -f dist/migrate.js ] || [ ! -f dist/web/index.html ]; then
  echo "building (npm run build)…"
  npm run build --silent >"$RUN/build.log" 2>&1 || { cat "$RUN/build.log" >&2; exit 1; }
fi

if [ "$(psql "$PG_URL/postgres" -Atc "select 1 from pg_database where datname = '$DB'")" != 1 ]; then
  psql "$PG_URL/postgres" -qc "create database $DB" >/dev/null
  echo "created database $DB"
fi
# Once, before any role starts: five processes would otherwise race to apply them.
node dist/migrate.js

STOPPING=0
JOBS=()

# Runs "$@" as $name, restarting it after it dies until the cluster stops.
supervise() {
  local name=$1
  shift
  while [ ! -e "$RUN/stopping" ]; do
    "$@" >>"$RUN/$name.log" 2>&1 &
    local pid=$!
    echo "$pid" >"$RUN/$name.pid"
    local code=0
    wait "$pid" || code=$?
    [ -e "$RUN/stopping" ] && break
    echo "$(date -u +%FT%TZ) $name (pid $pid) exited with $code: restarting" | tee -a "$RUN/$name.log" "$RUN/restarts.log" >&2
    sleep 0.5
  done
}

stop() {
  [ "$STOPPING" = 1 ] && return
  STOPPING=1
  trap - INT TERM
  echo
  echo "stopping the cluster…"
  touch "$RUN/stopping"
  # Each job is its own process group (set -m): its supervisor, its node process and that one's
  # children (the extraction pool) get SIGTERM together; node closes cleanly on it.
  for pgid in "${JOBS[@]}"; do kill -TERM -- "-$pgid" 2>/dev/null || true; done
  for _ in $(seq 1 100); do
    alive=0
    for pgid in "${JOBS[@]}"; do kill -0 -- "-$pgid" 2>/dev/null && alive=1; done
    [ "$alive" = 0 ] && break
    sleep 0.1
  done
  for pgid in "${JOBS[@]}"; do kill -KILL -- "-$pgid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  echo "stopped"
}
trap 'stop; exit 130' INT
trap 'stop; exit 143' TERM
trap stop EXIT

set -m
for i in 0 1 2; do
  supervise "api-$((i + 1))" env PORT="${API_PORTS[$i]}" node ${CLUSTER_NODE_ARGS:-} dist/main.js --role api &
  JOBS+=($!)
done
for i in $(seq 1 "${CLUSTER_PROJECTORS:-1}"); do
  name=projector
  [ "$i" -gt 1 ] && name="projector-$i"
  supervise "$name" node ${CLUSTER_NODE_ARGS:-} dist/main.js --role projector &
  JOBS+=($!)
done
supervise worker node ${CLUSTER_NODE_ARGS:-} dist/main.js --role worker &
JOBS+=($!)

# Wait for the api processes before HAProxy starts sending them traffic.
for port in "${API_PORTS[@]}"; do
  for _ in $(seq 1 300); do
    curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health" 2>/dev/null && break
    sleep 0.2
  done
done

CASEBOOK_LB_BIND="127.0.0.1:$PORT_LB" CASEBOOK_STATS_BIND="127.0.0.1:$STATS_PORT" \
  CASEBOOK_API_1="127.0.0.1:${API_PORTS[0]}" CASEBOOK_API_2="127.0.0.1:${API_PORTS[1]}" CASEBOOK_API_3="127.0.0.1:${API_PORTS[2]}" \
  supervise haproxy haproxy -db -f deploy/haproxy.cfg &
JOBS+=($!)
set +m

for _ in $(seq 1 100); do
  curl -fsS -o /dev/null "http://127.0.0.1:$PORT_LB/api/health" 2>/dev/null && break
  sleep 0.1
done
echo "Casebook cluster on http://127.0.0.1:$PORT_LB (HAProxy → api ${API_PORTS[*]}; projector; worker)"
echo "  database $DB, data and logs in $DIR, HAProxy stats http://127.0.0.1:$STATS_PORT/stats"
echo "ready" >"$RUN/ready"
# Wait until Ctrl-C / SIGTERM (each supervisor runs until then).
while [ ! -e "$RUN/stopping" ]; do sleep 1 & wait $! || true; done
