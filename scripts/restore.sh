#!/bin/sh
# Restores a backup made by scripts/backup.sh into an empty database and an empty data folder
# (decision 020). The database is created when missing; one that already has tables is refused.
#
#   DATA_DIR=./data [DATABASE_URL=mysql://user:pass@host:3306/plaza] sh scripts/restore.sh BACKUP.tar.gz
#
# With DATABASE_URL the restored config.json is rewritten to point at that database; without it
# the database named in the backup's config.json is used. With STORAGE_URL=s3://… the uploads go
# into that bucket, which must hold none yet (decision 029); an archive made from either storage
# restores into either.
set -eu
. "$(dirname "$0")/backup-lib.sh"

ARCHIVE=${1:?usage: restore.sh BACKUP.tar.gz}
DATA_DIR=${DATA_DIR:-./data}
if [ -e "$DATA_DIR/config.json" ] || [ -e "$DATA_DIR/uploads" ]; then
  echo "Refusing to restore over an existing forum: $DATA_DIR holds config.json or uploads" >&2
  exit 1
fi
if plaza_uploads_in_bucket; then
  plaza_upload_archive empty
fi
CLIENT=$(plaza_pick mariadb mysql)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
tar -xzf "$ARCHIVE" -C "$WORK"
plaza_read_settings "${DATABASE_URL:-}" "$WORK/data/config.json"

sql() {
  plaza_client "$CLIENT" --default-character-set=utf8mb4 "$@"
}
NAME_SQL=$(printf '%s' "$DB_NAME" | sed 's/`/``/g')
sql -e "CREATE DATABASE IF NOT EXISTS \`$NAME_SQL\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
TABLES=$(sql --batch --skip-column-names -e \
  "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = '$(printf '%s' "$DB_NAME" | sed "s/'/''/g")'")
if [ "$TABLES" != "0" ]; then
  echo "Refusing to restore into database $DB_NAME: it already has $TABLES tables" >&2
  exit 1
fi
sql "$DB_NAME" <"$WORK/database.sql"

mkdir -p "$DATA_DIR"
if plaza_uploads_in_bucket; then
  plaza_upload_archive import "$WORK/data"
elif [ -d "$WORK/data/uploads" ]; then
  cp -R "$WORK/data/uploads" "$DATA_DIR/uploads"
fi
if [ -f "$WORK/data/two-factor.key" ]; then
  cp "$WORK/data/two-factor.key" "$DATA_DIR/two-factor.key"
  chmod 600 "$DATA_DIR/two-factor.key"
fi
if [ -n "${DATABASE_URL:-}" ]; then
  node -e '
    const fs = require("node:fs");
    const [source, target, host, port, username, password, database] = process.argv.slice(1);
    const config = JSON.parse(fs.readFileSync(source, "utf8"));
    config.database = { host, port: Number(port), username, password, database };
    fs.writeFileSync(target, JSON.stringify(config, null, 2), { mode: 0o600 });
  ' "$WORK/data/config.json" "$DATA_DIR/config.json" "$DB_HOST" "$DB_PORT" "$DB_USER" "$DB_PASSWORD" "$DB_NAME"
else
  cp "$WORK/data/config.json" "$DATA_DIR/config.json"
  chmod 600 "$DATA_DIR/config.json"
fi
echo "Restored $ARCHIVE into database $DB_NAME and $DATA_DIR"
