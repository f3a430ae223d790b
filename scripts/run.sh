#!/usr/bin/env bash
# `npm start` and `npm test` both land here: Node 24, dependencies, then scripts/<start|test>.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/node24.sh
ensure_node24
source scripts/lib/install.sh
ensure_dependencies
task="$1"
shift
exec node "scripts/$task.ts" "$@"
