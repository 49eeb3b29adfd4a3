# Shared by start.sh and test.sh: bring the workspace's dependencies in with nothing but Node and npm.
pnpm_cmd() { npx -y pnpm@10.34.9 "$@"; }

install_deps() {
  if [ "${CI:-}" = "true" ]; then pnpm_cmd install --frozen-lockfile; else pnpm_cmd install; fi
}

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

apt_install() {
  if [ -z "${APT_UPDATED:-}" ]; then as_root apt-get update -qq; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}
