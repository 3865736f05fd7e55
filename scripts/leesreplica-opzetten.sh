#!/usr/bin/env bash
# A real PostgreSQL hot standby on this machine, for bench/leesreplica.bench.ts (decision 031, revision "a real
# streaming replica"): pg_basebackup of the local cluster (127.0.0.1:5432) into /tmp/klw-leesreplica, streaming from it,
# listening on 127.0.0.1:5433. Needs root (it adds a replication line for 127.0.0.1 to pg_hba.conf and reloads) and
# Debian's PostgreSQL 15. `scripts/leesreplica-opzetten.sh stop` stops the standby; `... start` starts it again;
# `... weg` stops it and removes its directory. Not part of `npm test`: a second cluster is the operator's affair.
set -euo pipefail
VERSIE=$(ls /etc/postgresql | head -1)
BIN=/usr/lib/postgresql/$VERSIE/bin
MAP=/tmp/klw-leesreplica
POORT=5433
alsPostgres() { su postgres -s /bin/bash -c "$*"; }

case "${1:-opzetten}" in
  stop) alsPostgres "$BIN/pg_ctl -D $MAP -m fast stop"; exit 0 ;;
  start) alsPostgres "$BIN/pg_ctl -D $MAP -l $MAP/log -w start"; exit 0 ;;
  weg) alsPostgres "$BIN/pg_ctl -D $MAP -m fast stop" || true; rm -rf "$MAP"; exit 0 ;;
  opzetten) ;;
  *) echo "gebruik: $0 [opzetten|stop|start|weg]" >&2; exit 2 ;;
esac

HBA=/etc/postgresql/$VERSIE/main/pg_hba.conf
if ! grep -qE '^host\s+replication\s+all\s+127\.0\.0\.1/32' "$HBA"; then
  echo 'host replication all 127.0.0.1/32 trust' >> "$HBA"
  alsPostgres "psql -h 127.0.0.1 -U postgres -Atqc 'select pg_reload_conf()' >/dev/null"
fi
if [ -d "$MAP" ]; then alsPostgres "$BIN/pg_ctl -D $MAP -m fast stop" >/dev/null 2>&1 || true; rm -rf "$MAP"; fi
# -R writes standby.signal and primary_conninfo; -X stream streams the WAL written during the copy
alsPostgres "$BIN/pg_basebackup -h 127.0.0.1 -p 5432 -U postgres -D $MAP -R -X stream -c fast"
# Debian keeps the configuration outside the data directory, so the copy has none: a small one of its own. A hot
# standby needs these limits at least as high as the primary's, so they are read from it.
GRENZEN=$(psql -h 127.0.0.1 -U postgres -Atc "select string_agg(name || ' = ' || setting, E'\n') from pg_settings where name in ('max_connections', 'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction')")
cat > "$MAP/postgresql.conf" <<CONF
port = $POORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '/tmp'
hot_standby = on
hba_file = '$HBA'
$GRENZEN
CONF
chown postgres:postgres "$MAP/postgresql.conf"
alsPostgres "$BIN/pg_ctl -D $MAP -l $MAP/log -w start"
psql -h 127.0.0.1 -p $POORT -U postgres -Atc "select 'standby: ' || pg_is_in_recovery()"
