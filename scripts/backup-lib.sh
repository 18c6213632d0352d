# Shared by backup.sh and restore.sh: database connection settings and the client programs.

# Prints host, port, user, password and database, one per line, from a mysql:// URL or, without
# one, from the installer's DATA_DIR/config.json.
plaza_database_settings() {
  node -e '
    const [url, configFile] = process.argv.slice(1);
    let s;
    if (url) {
      const u = new URL(url);
      s = { host: u.hostname, port: u.port || "3306", username: decodeURIComponent(u.username),
            password: decodeURIComponent(u.password), database: decodeURIComponent(u.pathname.slice(1)) };
    } else {
      s = JSON.parse(require("node:fs").readFileSync(configFile, "utf8")).database;
    }
    for (const value of [s.host, s.port, s.username, s.password, s.database]) console.log(String(value ?? ""));
  ' "$1" "$2"
}

# Sets DB_HOST DB_PORT DB_USER DB_PASSWORD DB_NAME.
plaza_read_settings() {
  settings=$(plaza_database_settings "$1" "$2") || return 1
  DB_HOST=$(printf '%s\n' "$settings" | sed -n 1p)
  DB_PORT=$(printf '%s\n' "$settings" | sed -n 2p)
  DB_USER=$(printf '%s\n' "$settings" | sed -n 3p)
  DB_PASSWORD=$(printf '%s\n' "$settings" | sed -n 4p)
  DB_NAME=$(printf '%s\n' "$settings" | sed -n 5p)
  if [ -z "$DB_NAME" ]; then
    echo "No database name in the settings" >&2
    return 1
  fi
}

plaza_pick() {
  for candidate in "$@"; do
    if command -v "$candidate" >/dev/null 2>&1; then
      echo "$candidate"
      return 0
    fi
  done
  echo "None of $* is installed" >&2
  return 1
}

# True when STORAGE_URL keeps uploads in a bucket rather than in DATA_DIR/uploads (decision 029).
plaza_uploads_in_bucket() {
  case "${STORAGE_URL:-}" in
    s3:*) return 0 ;;
    *) return 1 ;;
  esac
}

# Runs scripts/uploadArchive.ts with the project's own Node 24, which runs TypeScript as it is.
plaza_upload_archive() {
  "$(dirname "$0")/../node_modules/.bin/node" "$(dirname "$0")/uploadArchive.ts" "$@"
}
