#!/usr/bin/env bash
# Installs, builds and starts the whole product (services + gateway + web) with demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
install_deps
pnpm_cmd -r run build
exec node scripts/run-product.mjs
