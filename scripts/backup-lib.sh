# Shared by backup.sh and restore.sh: database connection settings and the client programs.

# Prints host, port, user, password, database and the built-in database's socket (empty for a
# server reached over TCP), one per line, from a mysql:// URL or, without one, from the installer's
# config.json. The built-in database's socket is in the data folder the scripts work on (DATA_DIR),
# wherever the config file was read from (decision 067).
plaza_database_settings() {
  node -e '
    const [url, configFile, dataDir] = process.argv.slice(1);
    let s;
    if (url) {
      const u = new URL(url);
      s = { host: u.hostname, port: u.port || "3306", username: decodeURIComponent(u.username),
            password: decodeURIComponent(u.password), database: decodeURIComponent(u.pathname.slice(1)) };
    } else {
      s = JSON.parse(require("node:fs").readFileSync(configFile, "utf8")).database;
    }
    const path = require("node:path");
    const socket = !url && s.builtin ? path.join(path.resolve(dataDir), "mysql", "mysqld.sock") : "";
    for (const value of [s.host, s.port, s.username, s.password, s.database, socket]) console.log(String(value ?? ""));
  ' "$1" "$2" "${DATA_DIR:-./data}"
}

# Sets DB_HOST DB_PORT DB_USER DB_PASSWORD DB_NAME, and DB_SOCKET for the built-in database.
plaza_read_settings() {
  settings=$(plaza_database_settings "$1" "$2") || return 1
  DB_HOST=$(printf '%s\n' "$settings" | sed -n 1p)
  DB_PORT=$(printf '%s\n' "$settings" | sed -n 2p)
  DB_USER=$(printf '%s\n' "$settings" | sed -n 3p)
  DB_PASSWORD=$(printf '%s\n' "$settings" | sed -n 4p)
  DB_NAME=$(printf '%s\n' "$settings" | sed -n 5p)
  DB_SOCKET=$(printf '%s\n' "$settings" | sed -n 6p)
  if [ -z "$DB_NAME" ]; then
    echo "No database name in the settings" >&2
    return 1
  fi
}

# Runs a MariaDB/MySQL client program (mariadb, mariadb-dump, …) connected to the settings read by
# plaza_read_settings, with the other arguments after the connection's. The password travels in the
# environment, not on the command line where `ps` shows it. The built-in database is reached through
# its socket; when the forum is stopped, it runs for the command alone (scripts/builtinDatabase.ts).
plaza_client() {
  program=$1
  shift
  if [ -n "${DB_SOCKET:-}" ]; then
    DATA_DIR=${DATA_DIR:-./data} MYSQL_PWD=$DB_PASSWORD "$(dirname "$0")/../node_modules/.bin/node" \
      "$(dirname "$0")/builtinDatabase.ts" run "$program" --socket="$DB_SOCKET" --user="$DB_USER" "$@"
  else
    MYSQL_PWD=$DB_PASSWORD "$program" --host="$DB_HOST" --port="$DB_PORT" --user="$DB_USER" "$@"
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
