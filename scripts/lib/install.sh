# Sourced by the run and test scripts: installs dependencies when they are missing or older than the lockfile.
ensure_dependencies() {
  local marker=node_modules/.package-lock.json
  if [ -f "$marker" ] && [ ! package-lock.json -nt "$marker" ]; then return 0; fi
  echo "galaxia: installing dependencies (npm ci)"
  npm ci --no-audit --no-fund
}
