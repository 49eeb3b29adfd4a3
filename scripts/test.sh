#!/usr/bin/env bash
# Installs what the tests need (workspace packages, Debian's headless Chromium, a PostgreSQL server when none
# answers) and runs every test: typecheck, lint, codegen drift, unit and integration tests on PGlite
# and on the PostgreSQL server, and Playwright against the started product (on the server; one spec
# starts it as `npm start` does, on PGlite).
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
ART="$PWD/tests/.artifacts"
rm -rf "$ART/results"; mkdir -p "$ART/results"
LOGS="$ART/logs"
rm -rf "$LOGS"; mkdir -p "$LOGS"
failed=()
timings=()
# Each step's output goes to the screen and to its own log, so that a failure is told again at the end.
step() {
  local name=$1; shift
  local log="$LOGS/${name//[^[:alnum:]]/_}.log"
  echo; echo "=== $name"
  # In this shell, not a pipe's subshell: a step may export what later steps use.
  local rc=0 started=$SECONDS fd tee_pid
  exec {fd}> >(tee "$log")
  tee_pid=$!
  "$@" >&"$fd" 2>&1 || rc=$?
  exec {fd}>&-
  wait "$tee_pid" # tee's last lines, before what follows
  timings+=("$(printf '%5ds  %s' $((SECONDS - started)) "$name")")
  if [ "$rc" -eq 0 ]; then return 0; fi
  failed+=("$name"); echo "--- $name: FALHOU"; return 1
}
# What a failed step said about its failure: the error lines, then its last lines.
tell_failure() {
  local log="$LOGS/${1//[^[:alnum:]]/_}.log"
  echo; echo "=== o que a etapa '$1' disse"
  sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E -A3 'FAIL|Error|Unhandled|✘|failed|error TS|✖' | head -60
  echo '...'
  sed 's/\x1b\[[0-9;]*m//g' "$log" | tail -15
}

# Debian's headless shell (what Playwright itself runs headless): about a third less CPU per page
# than the whole browser on two cores.
ensure_chromium() {
  command -v chromium-headless-shell >/dev/null 2>&1 || apt_install chromium-headless-shell fonts-liberation
}

# A PostgreSQL server on 127.0.0.1:5432 that the tests reach as postgres without a password.
ensure_postgres() {
  export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
  if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null && psql "$TEST_DATABASE_URL" -qtAc 'select 1' >/dev/null 2>&1; then return 0; fi
  if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then apt_install postgresql postgresql-client; fi
  local ver; ver=$(ls /etc/postgresql | sort -V | tail -1)
  local hba="/etc/postgresql/$ver/main/pg_hba.conf"
  if ! as_root grep -q '^host all postgres 127.0.0.1/32 trust' "$hba"; then
    as_root sed -i '1i host all postgres 127.0.0.1/32 trust' "$hba"
  fi
  as_root pg_ctlcluster --skip-systemctl-redirect "$ver" main start 2>/dev/null || as_root pg_ctlcluster "$ver" main reload
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
  psql "$TEST_DATABASE_URL" -qtAc 'select 1' >/dev/null
}

# The PostgreSQL server's URL is exported for the steps that use it; a step runs on PGlite unless
# it passes TEST_DATABASE_URL itself.
vitest_pkg() { # package, label, extra env...
  local pkg=$1 label=$2; shift 2
  (cd "packages/$pkg" && env -u TEST_DATABASE_URL "$@" npx vitest run --reporter=default --reporter=json --outputFile.json="$ART/results/vitest-$label.json")
}

# Two single-threaded tools, one on each core: their outputs follow each other, and either failing fails the step.
typecheck_and_lint() {
  local dir; dir=$(mktemp -d)
  pnpm_cmd run typecheck > "$dir/typecheck" 2>&1 & local tc=$!
  pnpm_cmd run lint > "$dir/lint" 2>&1 & local li=$!
  local rc=0
  wait $tc || rc=1; echo "--- typecheck"; cat "$dir/typecheck"
  wait $li || rc=1; echo "--- lint"; cat "$dir/lint"
  rm -rf "$dir"; return $rc
}

codegen_clean() {
  pnpm_cmd run codegen >/dev/null && git diff --exit-code --stat -- ':(glob)packages/*/src/__generated__/**'
}

step "instalação" install_deps || exit 1
step "chromium" ensure_chromium
step "postgresql" ensure_postgres
step "build" pnpm_cmd -r run build
step "tamanho do primeiro carregamento" node scripts/check-bundle.mjs
step "recursos gerados sem alterações" pnpm_cmd run gen:resources:check
step "codegen sem alterações" codegen_clean
step "typecheck e lint" typecheck_and_lint
# Each vitest suite runs one worker per core: the suites run one after another (two suites side by
# side on two cores ran each two to four times slower, slower in all).
for p in schema web; do step "testes $p" vitest_pkg "$p" "$p" NODE_ENV=test; done
# Every services suite runs on the PostgreSQL server (its test apps clone a template database in a
# fraction of a second); on PGlite, the embedded default, the suites of the engine's own code and
# every area's generated SQL (BALCAO_TEST_SUITES, services vitest.config.ts) run again, and the
# browser suite runs the whole product on it.
step "testes services (PostgreSQL)" vitest_pkg services services-postgres NODE_ENV=test TEST_DATABASE_URL="$TEST_DATABASE_URL"
step "testes services (PGlite)" vitest_pkg services services NODE_ENV=test BALCAO_TEST_SUITES=embedded
# The gateway's own behaviour does not depend on the database under the services: tested once, on
# the server (its several-nodes test needs one).
step "testes gateway" vitest_pkg gateway gateway NODE_ENV=test TEST_DATABASE_URL="$TEST_DATABASE_URL"
# The security suite's load on loopback (issue 19): readers and idempotent writers at once, then a
# services kill; it fails on a lost or doubled write, a failed read or a wrong unavailable text.
step "carga em loopback" env BENCH_DATABASE_URL="$TEST_DATABASE_URL" node tests/bench/load.mjs
step "playwright" env PLAYWRIGHT_JSON_OUTPUT_NAME="$ART/results/playwright.json" npx playwright test -c tests/e2e/playwright.config.ts --reporter=list,json
# The browser suite's database (playwright.config.ts), which each run makes anew: not left on the server.
psql "$TEST_DATABASE_URL" -qc "drop database if exists balcao_e2e_${E2E_PORT:-4100} with (force)" >/dev/null 2>&1 || true

node scripts/test-summary.mjs "$ART/results"
# Where the time went (the whole command is meant to stay within 20 minutes on two cores).
echo; echo "Tempo por etapa:"; printf '%s\n' "${timings[@]}"; printf '%5ds  total\n' "$SECONDS"
if [ ${#failed[@]} -gt 0 ]; then
  for f in "${failed[@]}"; do tell_failure "$f"; done
  printf '\nEtapas com falha: %s\n' "${failed[*]}"
  exit 1
fi
