#!/bin/sh
# Backs up a Plaza forum: the database (a consistent dump taken in one transaction, so the forum
# keeps running) and DATA_DIR's config.json, uploads and two-factor key, into one .tar.gz (decision 020).
# With STORAGE_URL=s3://… the uploads come from the bucket instead, into the same place in the archive
# (decision 029).
#
#   DATA_DIR=./data [DATABASE_URL=mysql://user:pass@host:3306/plaza] [STORAGE_URL=…] sh scripts/backup.sh [OUTPUT_DIR]
#
# Without DATABASE_URL the database settings come from DATA_DIR/config.json. Prints the archive's path.
set -eu
. "$(dirname "$0")/backup-lib.sh"

DATA_DIR=${DATA_DIR:-./data}
OUTPUT_DIR=${1:-./backups}
if [ ! -f "$DATA_DIR/config.json" ]; then
  echo "Not an installed forum: $DATA_DIR/config.json is missing" >&2
  exit 1
fi
plaza_read_settings "${DATABASE_URL:-}" "$DATA_DIR/config.json"
DUMP=$(plaza_pick mariadb-dump mysqldump)

mkdir -p "$OUTPUT_DIR"
STAMP=$(date -u +%Y%m%dT%H%M%SZ)
ARCHIVE="$(cd "$OUTPUT_DIR" && pwd)/plaza-backup-$STAMP.tar.gz"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/data"

plaza_client "$DUMP" --single-transaction --routines --triggers --hex-blob --no-tablespaces \
  --default-character-set=utf8mb4 "$DB_NAME" >"$WORK/database.sql"

cp "$DATA_DIR/config.json" "$WORK/data/config.json"
if plaza_uploads_in_bucket; then
  plaza_upload_archive export "$WORK/data"
elif [ -d "$DATA_DIR/uploads" ]; then
  cp -R "$DATA_DIR/uploads" "$WORK/data/uploads"
fi
# The key that decrypts members' two-factor secrets (decision 022): without it they cannot sign in.
if [ -f "$DATA_DIR/two-factor.key" ]; then
  cp -p "$DATA_DIR/two-factor.key" "$WORK/data/two-factor.key"
fi
tar -czf "$ARCHIVE" -C "$WORK" database.sql data
echo "$ARCHIVE"
